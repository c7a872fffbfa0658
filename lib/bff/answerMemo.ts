// The BFF's validated form of an upstream JSON answer, kept for the last few texts of each
// endpoint. The same reads come back again and again (every list view, every poll, both regions)
// and mostly byte for byte the same; validating is a function of the text alone, so a text seen
// moments ago gets the body and data it got then, without parsing, validating and writing JSON
// again (issue 19: no per-request work that can be done once). Whose answer it was does not
// matter: what is kept is derived from the text, and only a caller that brings the same text
// gets it back.
import type { Endpoint } from "@/lib/contract";

export interface ValidatedAnswer {
  /** The JSON the BFF sends, UTF-8: the contract's reading of the text, unknown fields dropped. */
  body: Uint8Array<ArrayBuffer>;
  /** The same, as objects, for the session's effects. Shared between calls: read, never change. */
  data: unknown;
}

/** Two regions, plus room for a filtered read beside each. */
const ENTRIES_PER_ENDPOINT = 4;
/** A whole list at 20,000 instances per region is about 6 M characters; beyond this, not kept. */
const MAX_KEPT_CHARS = 8 * 1024 * 1024;

interface Entry extends ValidatedAnswer {
  status: number;
  text: string;
}

const kept = new WeakMap<Endpoint, Entry[]>();

/** The answer for `text`, from memory when this endpoint answered it the same lately. */
export function validatedAnswer(endpoint: Endpoint, status: number, text: string, validate: (text: string) => ValidatedAnswer | null): ValidatedAnswer | null {
  const entries = kept.get(endpoint) ?? [];
  const index = entries.findIndex((entry) => entry.status === status && entry.text === text);
  if (index !== -1) {
    const entry = entries[index];
    // Most recent first: the least recently answered text is the one that goes.
    if (index > 0) entries.splice(0, 0, ...entries.splice(index, 1));
    return entry;
  }
  const answer = validate(text);
  if (answer && text.length <= MAX_KEPT_CHARS) {
    entries.unshift({ ...answer, status, text });
    entries.length = Math.min(entries.length, ENTRIES_PER_ENDPOINT);
    kept.set(endpoint, entries);
  }
  return answer;
}
