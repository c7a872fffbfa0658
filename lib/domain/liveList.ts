// The live lists' changes: what differs between two readings of a region's instance or RDS list
// (rows added, removed, or with any field changed: state, type, certificate, version…), how a
// list takes those changes in place (rows keep their position; new ones go last), and the words
// the list says about them. Pure: the server's poller and the browser's list share it.
import type { DbInstance } from "@/lib/contract/schemas/database";
import type { Instance } from "@/lib/contract/schemas/instance";

/** The two lists that stream. */
export const LIVE_LISTS = ["instances", "dbinstances"] as const;
export type LiveListName = (typeof LIVE_LISTS)[number];

export function isLiveList(value: unknown): value is LiveListName {
  return typeof value === "string" && (LIVE_LISTS as readonly string[]).includes(value);
}

export type LiveRow<L extends LiveListName> = L extends "instances" ? Instance : DbInstance;

/** One row's change: its new value (added or changed), or its removal. */
export type RowChange<R> = { op: "put"; id: string; row: R } | { op: "remove"; id: string };

/** One published update of a list: its sequence id and the rows that changed. */
export interface LiveUpdate<R = unknown> {
  /** The event's id ("<epoch>-<n>"), sent as the SSE id and given back as Last-Event-ID. */
  id: string;
  list: LiveListName;
  region: string;
  /** Epoch ms of the reading that found the changes. */
  at: number;
  changes: RowChange<R>[];
}

/** The id of a row of either list. */
export function rowId(list: LiveListName, row: unknown): string {
  const r = row as { instanceId?: unknown; dbInstanceId?: unknown };
  return String(list === "instances" ? r.instanceId : r.dbInstanceId);
}

/** A row's fields as one comparable text (key order as the upstream sent them). */
function fingerprint(row: unknown): string {
  return JSON.stringify(row);
}

/** The changes that turn `before` into `after`, in `after`'s order, removals last. */
export function diffRows<R>(before: readonly R[], after: readonly R[], idOf: (row: R) => string): RowChange<R>[] {
  const old = new Map<string, string>();
  for (const row of before) old.set(idOf(row), fingerprint(row));
  const changes: RowChange<R>[] = [];
  const seen = new Set<string>();
  for (const row of after) {
    const id = idOf(row);
    seen.add(id);
    if (old.get(id) !== fingerprint(row)) changes.push({ op: "put", id, row });
  }
  for (const id of old.keys()) if (!seen.has(id)) changes.push({ op: "remove", id });
  return changes;
}

/** `rows` with `changes` taken in place: a changed row keeps its index, a removed one goes, a new
 * one is added at the end. The same array when nothing applies; unchanged rows stay the same objects. */
export function applyChanges<R>(rows: readonly R[], changes: readonly RowChange<R>[], idOf: (row: R) => string): readonly R[] {
  if (changes.length === 0) return rows;
  const puts = new Map<string, R>();
  const removed = new Set<string>();
  for (const change of changes) {
    if (change.op === "put") {
      puts.set(change.id, change.row);
      removed.delete(change.id);
    } else {
      removed.add(change.id);
      puts.delete(change.id);
    }
  }
  const next: R[] = [];
  let touched = false;
  for (const row of rows) {
    const id = idOf(row);
    if (removed.has(id)) {
      touched = true;
      continue;
    }
    const put = puts.get(id);
    if (put !== undefined) {
      puts.delete(id);
      touched = true;
      next.push(put);
    } else next.push(row);
  }
  for (const row of puts.values()) {
    touched = true;
    next.push(row);
  }
  return touched ? next : rows;
}

/** States that are on their way somewhere: the poller reads more often while any row has one. */
const TRANSITIONAL = new Set(["pending", "stopping", "rebooting", "starting", "modifying", "backing-up", "creating", "deleting", "rebooting", "upgrading", "shutting-down", "configuring-enhanced-monitoring", "storage-optimization"]);

export function isTransitional(state: unknown): boolean {
  return typeof state === "string" && TRANSITIONAL.has(state);
}

/** What one update says to a screen reader: a single polite summary, never a line per row. */
export function changeSummary(changes: readonly RowChange<unknown>[], noun: { one: string; many: string }, nameOf: (row: unknown) => string): string {
  const puts = changes.filter((c): c is Extract<RowChange<unknown>, { op: "put" }> => c.op === "put");
  const removed = changes.length - puts.length;
  if (changes.length === 1 && puts.length === 1) {
    const row = puts[0].row as { state?: unknown };
    return `${nameOf(row)} ${typeof row.state === "string" ? `is now ${row.state}` : "changed"}.`;
  }
  const parts: string[] = [];
  if (puts.length > 0) parts.push(`${puts.length} ${puts.length === 1 ? noun.one : noun.many} changed`);
  if (removed > 0) parts.push(`${removed} removed`);
  return `${parts.join(", ")}.`;
}

/** "Live · updated 3 s ago" and the other words of the live indicator. */
export function liveStatusText(status: LiveStatus, updatedAt: number | null, now: number): string {
  if (status === "paused") return "Paused";
  if (status === "reconnecting") return "Reconnecting…";
  if (status === "connecting" || updatedAt === null) return "Live · connecting…";
  const seconds = Math.max(0, Math.round((now - updatedAt) / 1000));
  return `Live · updated ${seconds} s ago`;
}

export type LiveStatus = "connecting" | "live" | "reconnecting" | "paused";

/** The browser's wait before the n-th reconnect in a row (0-based): 1 s doubling to 30 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
}
