// The contract's validated form of an upstream JSON answer, kept for the last few answers of each
// endpoint (for the BFF's relay and the server-rendered lists). The same reads come back again
// and again (every list view, every poll, every first paint, both regions) and mostly byte for
// byte the same; validating is a function of the bytes alone, so an answer
// seen moments ago gets the body and data it got then, without decoding, parsing, validating and
// writing JSON again (no per-request work that can be done once). Whose answer it was
// does not matter: what is kept is derived from the bytes, and only a caller that brings the
// same bytes gets it back. Kept once per process by endpoint id (lib/process): the server
// render and the BFF's relay run in different bundles, each with its own copy of the contract.
import type { Endpoint } from "@/lib/contract";
import { processSingleton } from "@/lib/process/singleton";
import { heldBytes } from "./heldBytes";

export interface ValidatedAnswer<T = unknown> {
  /** The JSON the BFF sends, UTF-8: the contract's reading of the text, unknown fields dropped. */
  body: Uint8Array<ArrayBuffer>;
  /** The same, as objects, for the session's effects. Shared between calls: read, never change. */
  data: T;
}

/** Two regions, plus room for a filtered read beside each. */
const ENTRIES_PER_ENDPOINT = 4;
/** A whole list at 20,000 instances per region is about 6 MB; beyond this, not kept. */
const MAX_KEPT_BYTES = 8 * 1024 * 1024;
const decoder = new TextDecoder();

interface Entry extends ValidatedAnswer {
  status: number;
  answered: Buffer;
}

/** The last answers of each endpoint, by its id, most recent first. */
const kept = () => processSingleton("answer-memo", () => new Map<string, Entry[]>());

/** validatedJson of a successful answer's body (its held bytes when it carries them). */
export async function validatedBody(endpoint: Endpoint, response: Response): Promise<ValidatedAnswer | null> {
  return validatedJson(endpoint, response.status, heldBytes(response) ?? new Uint8Array(await response.arrayBuffer()));
}

/** The contract's reading of a JSON answer's bytes (unknown fields dropped), from memory when
 * this endpoint answered the same lately; null when they are not JSON of the endpoint's shape. */
export function validatedJson(endpoint: Endpoint, status: number, bytes: Uint8Array): ValidatedAnswer | null {
  return validatedAnswer(endpoint, status, bytes, (text) => {
    let json: unknown = undefined;
    try {
      json = text.length ? JSON.parse(text) : undefined;
    } catch {
      return null;
    }
    const parsed = endpoint.response.safeParse(json ?? {});
    return parsed.success ? { body: Buffer.from(JSON.stringify(parsed.data)), data: parsed.data } : null;
  });
}

/** The answer for `bytes` (the upstream's, as it sent them), from memory when this endpoint
 * answered the same lately; `validate` reads the text (UTF-8, as text() decodes it). */
export function validatedAnswer(endpoint: Endpoint, status: number, bytes: Uint8Array, validate: (text: string) => ValidatedAnswer | null): ValidatedAnswer | null {
  const answered = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const memo = kept();
  const entries = memo.get(endpoint.id) ?? [];
  const index = entries.findIndex((entry) => entry.status === status && entry.answered.equals(answered));
  if (index !== -1) {
    const entry = entries[index];
    // Most recent first: the least recently answered is the one that goes.
    if (index > 0) entries.splice(0, 0, ...entries.splice(index, 1));
    return entry;
  }
  const answer = validate(decoder.decode(bytes));
  if (answer && bytes.byteLength <= MAX_KEPT_BYTES) {
    entries.unshift({ ...answer, status, answered });
    entries.length = Math.min(entries.length, ENTRIES_PER_ENDPOINT);
    memo.set(endpoint.id, entries);
  }
  return answer;
}
