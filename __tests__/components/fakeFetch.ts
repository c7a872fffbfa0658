// The fetch double of the component tests: answers the BFF calls a component makes.
export interface FakeReply {
  status: number;
  body: unknown;
}

export function createFetchMock() {
  return jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
}

export function reply({ status, body }: FakeReply): Response {
  // jsdom has no Response; callApi only reads ok, status and json().
  const fake = { ok: status >= 200 && status < 300, status, json: async () => body, text: async () => JSON.stringify(body) };
  return fake as unknown as Response;
}
