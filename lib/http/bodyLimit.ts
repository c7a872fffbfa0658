// How much of a request body the BFF reads (lib/config): JSON bodies up to BFF_MAX_JSON_MB (default 1),
// uploads (multipart) up to BFF_MAX_BODY_MB (default 100), installation packages up to
// BFF_MAX_PACKAGE_MB (default 300: a Totara release is over 200 MB). The limit is on the bytes actually
// read, not on what Content-Length claims: a chunked body is cut off at the limit, and a
// declared length above it is refused before a byte is read.
import { config } from "@/lib/config";

export function maxBodyBytes(kind: "json" | "multipart" | "package"): number {
  const { bodies } = config();
  const mb = kind === "package" ? bodies.maxPackageMb : kind === "multipart" ? bodies.maxBodyMb : bodies.maxJsonMb;
  return mb * 1_000_000;
}

export function tooLargeMessage(limit: number): string {
  return `The request is larger than the console accepts (${limit / 1_000_000} MB).`;
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(tooLargeMessage(limit));
    this.name = "BodyTooLargeError";
  }
}

/** Reads a body stream into memory, stopping (and cancelling the stream) past `limit` bytes. */
export async function readBounded(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
