// Long-process output (spec 2 §4 "Creation", "Deletion", "Upgrade and rollback", §8, §9): the
// shapes one read and the end of a process take, and the rules the OutputPanel applies to them —
// what an HTTP answer means (206 running, 200 done), which failures are a passing blip worth
// retrying with backoff and which stop the process, how cumulative output is merged so only
// the new part is appended, and how elapsed time is written. Pure and zod-free.

/** One read of a process's whole output so far. A reader of a JSON status (upgrade, rollback)
 * may answer `failed` with the message to show. */
export type OutputRead = { status: "running" | "done" | "failed"; text: string; message?: string };

/** Reads the whole output so far once; aborting the signal cancels the read. */
export type OutputReader = (signal: AbortSignal) => Promise<OutputRead>;

/** How a process ended, handed once to the page that shows it. */
export interface OutputOutcome {
  status: "done" | "failed";
  text: string;
  message?: string;
}

/** Polling intervals of spec 2 §9. */
export const OUTPUT_INTERVAL_MS = { creation: 3000, deletion: 3000, rollback: 3000, upgrade: 4000 } as const;

/** The deletion output's failure mark (spec 2 §4 "Deletion"). */
export const DELETION_ERRORS_MARK = "[Errors]";

/** A deletion whose output carries '[Errors]' failed; otherwise its resources are deleted. */
export function deletionFailed(text: string): boolean {
  return text.includes(DELETION_ERRORS_MARK);
}

/** A text endpoint's answer: 206 is still running, 200 is done. (Other statuses never get here:
 * the client throws them as errors.) */
export function readFromHttp(status: number, text: string): OutputRead {
  return { status: status === 206 ? "running" : "done", text };
}

/** The end a read marks, or null while the process runs. A `done` whose text the caller's rule
 * calls failed (the deletion's '[Errors]') is failed; the rule is applied at the end only, so a
 * process that logs an error and carries on is still shown to the end. */
export function outcomeOf(read: OutputRead, failsWhen?: (text: string) => boolean): OutputOutcome | null {
  if (read.status === "running") return null;
  if (read.status === "failed") return { status: "failed", text: read.text, ...(read.message ? { message: read.message } : {}) };
  return failsWhen?.(read.text) ? { status: "failed", text: read.text } : { status: "done", text: read.text };
}

// --- Failures: a blip is retried, anything else stops ---

/** Statuses that say the connection, not the process, failed: the client's "could not be
 * reached" (0), a request timeout, and a gateway that could not reach or wait for the upstream. */
const BLIP_STATUSES: ReadonlySet<number> = new Set([0, 408, 502, 503, 504]);

/** Whether a failed read (its HTTP status, or null when the error carried none) is a blip to
 * retry. An error without a status is the reader's own bug, not the network: it stops. */
export function isBlip(status: number | null): boolean {
  return status !== null && BLIP_STATUSES.has(status);
}

export const BACKOFF = { firstMs: 1000, maxMs: 30_000, giveUpAfterMs: 5 * 60_000 } as const;

/** Wait before retry number `attempt` (1, 2, …): 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffDelay(attempt: number): number {
  const exp = Math.max(0, attempt - 1);
  return Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** Math.min(exp, 30));
}

/** Whether blips that began at `since` have gone on long enough for the panel to stop retrying on its own. */
export function shouldGiveUp(since: number, now: number): boolean {
  return now - since >= BACKOFF.giveUpAfterMs;
}

export const OUTPUT_MESSAGES = {
  /** The fallback when the caller names none (spec 2 §8). */
  failed: "Something went wrong during the process.",
  retrying: (ms: number) => `Connection lost — retrying in ${Math.max(1, Math.ceil(ms / 1000))} s…`,
  retryingNow: "Connection lost — retrying now…",
  gaveUp: "The connection has been lost for 5 minutes, so the output is no longer being read. The process may still be running on the server.",
  jumpToEnd: "Jump to end",
  retry: "Retry",
} as const;

// --- The output itself: cumulative text, appended as it grows ---

/** The output shown so far: the text as read and its lines (a final line may be incomplete). */
export interface OutputLog {
  readonly text: string;
  readonly lines: readonly string[];
}

export const EMPTY_LOG: OutputLog = { text: "", lines: [] };

function splitLines(text: string): string[] {
  return text === "" ? [] : text.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

/** The log after reading `next`. The output is cumulative, so usually `next` extends the text:
 * only the new part is split and appended (the last, possibly partial, line is completed) and the
 * earlier lines keep their identity. If `next` is shorter or differs earlier (a rotated or
 * rewritten file), it replaces the log. The same text gives back the same log. */
export function mergeOutput(prev: OutputLog, next: string): OutputLog {
  if (next === prev.text) return prev;
  if (prev.text === "" || !next.startsWith(prev.text)) return { text: next, lines: splitLines(next) };
  const added = next.slice(prev.text.length);
  // The raw last line (with any "\r" that a following "\n" completes) is re-split with the new part.
  const lastBreak = prev.text.lastIndexOf("\n");
  const tail = prev.text.slice(lastBreak + 1) + added;
  const kept = lastBreak < 0 ? [] : prev.lines.slice(0, prev.lines.length - 1);
  // `prev.lines` ends with the (possibly empty) line after the last break; it is rebuilt from `tail`.
  return { text: next, lines: kept.concat(splitLines(tail)) };
}

/** The lines worth drawing: a final empty line (after a trailing newline) is not shown. */
export function visibleLineCount(log: OutputLog): number {
  const n = log.lines.length;
  return n > 0 && log.lines[n - 1] === "" ? n - 1 : n;
}

/** Elapsed time as mm:ss, or h:mm:ss from an hour on. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
