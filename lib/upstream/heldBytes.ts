// A Response built from bytes already in memory, which carries them and makes its body stream
// only when something reads it as a stream. In Node 20 a web stream is dear to set up (each one
// made transferable) and to read back: a profile of the BFF at 8 calls in flight put a tenth of
// the console's time in the two streams of every call, the upstream's answer and the BFF's own,
// whose bytes were at hand all along (issue 19, ninth session). The transport answers this way
// for what it has read whole (httpRequest), the BFF for its JSON answers (relay), and the console's
// server writes the bytes as they are (scripts/lib/bffFastPath.mjs reads the same symbol). Every
// other reader (Next.js's own server, a clone for the audit trail, `text()`) gets what a Response
// built with those bytes would give it.
export const HELD_BYTES = Symbol.for("lms-ops-console.held-bytes");

type Holding = Response & { [HELD_BYTES]?: Uint8Array<ArrayBuffer> };
type ResponseKind<R extends Response> = new (body: null, init: ResponseInit) => R;

const UNUSABLE = "Body is unusable: Body has already been read";

function utf8(bytes: Uint8Array): string {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  // As text() reads it: a leading byte-order mark is not part of the text.
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** A `Kind` (Response, NextResponse) whose body is `bytes`, exactly. */
export function bytesResponse<R extends Response>(Kind: ResponseKind<R>, bytes: Uint8Array<ArrayBuffer>, init: ResponseInit = {}): R {
  const response = new Kind(null, init);
  let stream: ReadableStream<Uint8Array> | null = null;
  let used = false;
  const take = (): Uint8Array<ArrayBuffer> => {
    if (used || stream?.locked) throw new TypeError(UNUSABLE);
    used = true;
    return bytes;
  };
  Object.defineProperties(response, {
    [HELD_BYTES]: { value: bytes },
    body: { get: () => (stream ??= new Response(bytes).body) },
    bodyUsed: { get: () => used || stream?.locked === true },
    arrayBuffer: { value: async () => take().slice().buffer },
    bytes: { value: async () => take().slice() },
    text: { value: async () => utf8(take()) },
    json: { value: async () => JSON.parse(utf8(take())) as unknown },
    blob: { value: async () => new Blob([take()], { type: response.headers.get("content-type") ?? "" }) },
    formData: { value: async () => new Response(take(), { headers: response.headers }).formData() },
    clone: {
      value: () => {
        if (used || stream?.locked) throw new TypeError(UNUSABLE);
        return bytesResponse(Kind, bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
      },
    },
  });
  return response;
}

/** The bytes `response` carries, unless its body has been read meanwhile. */
export function heldBytes(response: Response): Uint8Array<ArrayBuffer> | null {
  const bytes = (response as Holding)[HELD_BYTES];
  return bytes instanceof Uint8Array && !response.bodyUsed ? bytes : null;
}
