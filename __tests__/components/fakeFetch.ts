// The old fetch double: answers BFF calls by "METHOD path", any shape. Superseded by serveApi.ts,
// which holds every reply to the contract; kept only while __tests__/data/{core,declarations}.test.tsx use it.
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

export type FetchMock = ReturnType<typeof createFetchMock>;

function pathOf(input: RequestInfo | URL): string {
  return new URL(String(input), "http://localhost").pathname;
}

/** Answers by "METHOD path" (query left out). A single reply answers every such call; a list is used up in order. */
export function serve(fetchMock: FetchMock, routes: Record<string, FakeReply | FakeReply[]>): void {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? "GET"} ${pathOf(input)}`;
    const route = routes[key];
    const next = Array.isArray(route) ? route.shift() : route;
    if (!next) throw new Error(`unexpected call to ${key}`);
    return reply(next);
  });
}

/** The calls made, as "METHOD path" with the parsed JSON body when there is one. */
export function callsOf(fetchMock: FetchMock): { call: string; body: unknown }[] {
  return fetchMock.mock.calls.map(([input, init]) => ({
    call: `${init?.method ?? "GET"} ${pathOf(input)}`,
    body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
