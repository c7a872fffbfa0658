// The instance list a large fleet's first paint fetched, handed to the browser's own read of it.
// The server paints only the first screen (lib/domain/firstScreen) and the browser then asks the
// BFF for the whole list: without this, every page view would make the upstream build the whole
// list twice within a second (about 6 MB and a quarter of a second of its work at 20,000
// instances). The list is kept for that session and region for a few seconds and given once,
// to the first read that asks; anything later (a poll, a refresh) goes upstream as usual. Kept
// in this process only: a read that reaches another replica simply goes upstream.
import "server-only";
import type { InstanceList } from "@/lib/contract/schemas/instance";
import { processSingleton } from "@/lib/process/singleton";
import type { ValidatedAnswer } from "./answerMemo";

export type HandedOffList = ValidatedAnswer<InstanceList>;

/** How long a handed-off list may wait for the browser's read: it is as fresh as the first paint. */
export const HAND_OFF_MS = 10_000;
/** Lists kept at most at once (the oldest gives way): each can be megabytes. */
const MAX_KEPT = 32;

interface Kept {
  list: HandedOffList;
  until: number;
}

// One store per process: the page's bundle hands off, the BFF's takes.
const kept = () => processSingleton("list-hand-off", () => new Map<string, Kept>());

const keyOf = (sid: string, region: string) => `${sid}\u0000${region}`;

export function handOffList(sid: string, region: string, list: HandedOffList, now = Date.now()): void {
  const store = kept();
  for (const [key, entry] of store) if (entry.until <= now) store.delete(key);
  store.delete(keyOf(sid, region));
  if (store.size >= MAX_KEPT) store.delete(store.keys().next().value!);
  store.set(keyOf(sid, region), { list, until: now + HAND_OFF_MS });
}

/** The list handed off for one sign-in and region, once; null when there is none or it is too old. */
export function takeHandedOffList(sid: string, region: string, now = Date.now()): HandedOffList | null {
  const store = kept();
  const key = keyOf(sid, region);
  const entry = store.get(key);
  store.delete(key);
  return entry && entry.until > now ? entry.list : null;
}
