// JSON responses and the upstream's fixed error bodies, so every handler answers
// failures with exactly the same words.

/** An answer with a list longer than this is handed over in slices of this many items, each a
 * macrotask after the last, as a remote upstream's large answer arrives over the network.
 * Embedded in the console, the upstream would otherwise hold the console's one event loop while
 * it writes a large fleet's list (6 MB at 20,000 instances), and the console could answer
 * nothing meanwhile, not even a page's stylesheet. */
export const SLICE_ITEMS = 1000;

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("content-type", "application/json; charset=utf-8");
  const list = longList(body);
  return new Response(list ? inSlices(body as Record<string, unknown>, list) : JSON.stringify(body), { status, headers: h });
}

/** The key of a plain object's list longer than a slice, if it has one. */
function longList(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body) || "toJSON" in body) return null;
  for (const [key, value] of Object.entries(body)) if (Array.isArray(value) && value.length > SLICE_ITEMS) return key;
  return null;
}

/** The same text as JSON.stringify(body), written a slice of `list`'s items at a time. */
function* pieces(body: Record<string, unknown>, list: string): Generator<string> {
  let pending = "{";
  let first = true;
  for (const [key, value] of Object.entries(body)) {
    const text = key === list ? "[" : JSON.stringify(value);
    if (text === undefined) continue;
    pending += `${first ? "" : ","}${JSON.stringify(key)}:${text}`;
    first = false;
    if (key !== list) continue;
    const items = value as unknown[];
    for (let at = 0; at < items.length; at += SLICE_ITEMS) {
      const slice = items.slice(at, at + SLICE_ITEMS).map((item) => JSON.stringify(item) ?? "null");
      yield `${pending}${at === 0 ? "" : ","}${slice.join(",")}`;
      pending = "";
    }
    pending = "]";
  }
  yield `${pending}}`;
}

function inSlices(body: Record<string, unknown>, list: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = pieces(body, list);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      const next = source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}

export const MESSAGES = {
  notFound: "Not found",
  notImplemented: "Not implemented in the embedded upstream",
  tokenInvalid: "Token expired or invalid",
  forbidden: "You do not have permission to perform this action.",
  twoFactorRequired: "Two-factor authentication required",
  sessionExpired: "Session expired",
  unavailable: "Upstream temporarily unavailable",
  invalidRequest: "Invalid request parameters",
  internal: "Internal error in the embedded upstream",
  notSaved: "The change could not be saved by the upstream. Try again; if it keeps failing, the upstream's storage needs attention.",
} as const;

export const notFound = () => json({ message: MESSAGES.notFound }, 404);
export const notImplemented = () => json({ message: MESSAGES.notImplemented }, 501);
export const unauthorized = () => json({ message: MESSAGES.tokenInvalid }, 401);
export const forbidden = (message: string = MESSAGES.forbidden) => json({ message }, 403);
export const unavailable = () => json({ message: MESSAGES.unavailable }, 503);

/** 400 with the first message per field, the shape the console's forms read. */
export function invalid(fields: Record<string, string>, message: string = MESSAGES.invalidRequest): Response {
  return json({ message, fields }, 400);
}
