// Bulk start, stop and reboot: one motive for many servers, each call made and
// recorded on its own, the outcomes told per server as they come. Plain rules shared by the
// BFF's bulk route and the screens.
import { powerLabel, type PowerAction } from "./powerActions";

export interface BulkNoun {
  one: string;
  many: string;
}
const SERVERS: BulkNoun = { one: "server", many: "servers" };
export const INSTANCES: BulkNoun = { one: "instance", many: "instances" };
export const DB_SERVERS: BulkNoun = { one: "database server", many: "database servers" };

/** The most servers one bulk action takes. */
export const BULK_MAX = 200;
/** Calls the BFF has in flight upstream at once for one bulk action. */
export const BULK_CONCURRENCY = 4;

export type BulkKind = "instance" | "dbInstance";
export type BulkOutcome = "ok" | "refused" | "failed";

/** One server's outcome, one line of the bulk route's answer. */
export interface BulkItemResult {
  type: "item";
  id: string;
  status: number;
  outcome: BulkOutcome;
  message: string | null;
  requestId: string | null;
}

export interface BulkDone {
  type: "done";
  ok: number;
  refused: number;
  failed: number;
}

export type BulkLine = BulkItemResult | BulkDone;

/** How an HTTP status reads in the results: 2xx ok, 4xx refused, anything else (5xx, none) failed. */
export function bulkOutcomeOf(status: number): BulkOutcome {
  if (status >= 200 && status < 400) return "ok";
  return status >= 400 && status < 500 ? "refused" : "failed";
}

/** A row of the results panel: waiting for its line, or its outcome. "unknown": the answer was lost on the way. */
export type BulkRowState = { state: "running" } | { state: BulkOutcome | "unknown"; status: number; message: string | null; requestId: string | null };

export interface BulkTarget {
  id: string;
  name: string;
  /** The state the list showed when the action was chosen. */
  listedState?: string;
  /** The server's address, for its pre-flight facts. */
  ip?: string;
}

export function bulkCounts(rows: Readonly<Record<string, BulkRowState>>): Record<BulkRowState["state"], number> {
  const counts = { running: 0, ok: 0, refused: 0, failed: 0, unknown: 0 };
  for (const row of Object.values(rows)) counts[row.state] += 1;
  return counts;
}

/** The counts in words: "2 ok, 1 failed". */
export function bulkSummary(rows: Readonly<Record<string, BulkRowState>>): string {
  const c = bulkCounts(rows);
  const parts = [`${c.ok} ok`, c.refused ? `${c.refused} refused` : "", c.failed ? `${c.failed} failed` : "", c.unknown ? `${c.unknown} not known` : "", c.running ? `${c.running} running` : ""];
  return parts.filter(Boolean).join(", ");
}

/** What "Retry failed" sends again: only the failed ones (not refusals, which would be refused again, nor unknowns, which may have gone through). */
export function retryTargets(targets: readonly BulkTarget[], rows: Readonly<Record<string, BulkRowState>>): BulkTarget[] {
  return targets.filter((t) => rows[t.id]?.state === "failed");
}

export const BULK_MESSAGES = {
  title: (action: PowerAction, n: number, noun: BulkNoun = SERVERS) => `${powerLabel(action)} ${n} ${n === 1 ? noun.one : noun.many}`,
  lost: "The connection was lost before this server's answer came: its outcome is not known. Check the list before trying again.",
  notMade: "The call could not be made. Try again.",
  tooMany: `Choose at most ${BULK_MAX} servers for one action.`,
} as const;

/** The most servers whose pre-flight facts a bulk confirmation reads. */
export const BULK_PREFLIGHT_MAX = 50;

export interface BulkPreflightSum {
  /** Servers whose facts were asked for, and how many answered. */
  asked: number;
  read: number;
  activeUsers: number;
  concurrency: number;
  /** Servers with a backup through the console in the last 24 hours. */
  backedUp: number;
}

/** The summed facts in words. */
export function bulkPreflightLines(sum: BulkPreflightSum, total: number): string[] {
  const of = sum.asked < total ? ` (the first ${sum.asked} of ${total} read)` : "";
  const lines = [`Active users now across them: ${sum.activeUsers} (concurrency ${sum.concurrency})${of}.`];
  if (sum.read < sum.asked) lines.push(`${sum.asked - sum.read} of them could not be read.`);
  lines.push(`Backed up through the console in the last 24 hours: ${sum.backedUp} of ${sum.read}.`);
  return lines;
}
