// The polling loop behind the OutputPanel, free of React: reads at once, then every interval
// while the process runs; never two reads at once; a blip (no connection, 408/502/503/504, a
// read that hangs past its timeout) is retried with backoff, and after five minutes of them it
// pauses until `resume()`; any other error, or the end of the process, stops it for good.
// `catchUp()` reads now instead of waiting (a hidden tab's timers are throttled); `stop()`
// aborts the read in flight and ends everything (the page was left).
import { ApiError } from "@/lib/client/ApiError";
import { failureText } from "@/lib/domain/failureText";
import { backoffDelay, isBlip, OUTPUT_MESSAGES, outcomeOf, shouldGiveUp, type OutputOutcome, type OutputReader } from "@/lib/domain/processOutput";

/** Read afresh on each use, so a page that re-creates its reader or callbacks on every render
 * does not restart the loop. */
export interface PollOptions {
  read: OutputReader;
  intervalMs: number;
  failsWhen?: (text: string) => boolean;
  /** The caller's message for an error that stops the process (spec 2 §8). */
  failureMessage?: string;
  /** A read taking longer than this is aborted and counted as a blip. */
  readTimeoutMs: number;
}

export type PollEvent =
  | { type: "text"; text: string }
  | { type: "retrying"; delayMs: number; attempt: number }
  | { type: "recovered" }
  | { type: "gaveUp" }
  | { type: "end"; outcome: OutputOutcome };

export interface Poller {
  catchUp(): void;
  resume(): void;
  stop(): void;
}

function statusOf(err: unknown): { status: number | null; message: string | undefined } {
  if (err instanceof ApiError) return { status: err.status, message: err.message };
  return { status: null, message: undefined };
}

export function startPolling(get: () => PollOptions, emit: (event: PollEvent) => void, now: () => number = Date.now): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;
  let stopped = false;
  let paused = false;
  let attempt = 0;
  let blipSince: number | null = null;
  // The output read so far, carried into the outcome when an error stops the process.
  let lastText = "";

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => void tick(), ms);
  };
  const end = (outcome: OutputOutcome) => {
    stopped = true;
    clearTimer();
    emit({ type: "end", outcome });
  };

  async function tick() {
    timer = null;
    if (stopped || paused || inFlight) return;
    const controller = new AbortController();
    inFlight = controller;
    const options = get();
    let timedOut = false;
    const timeout = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.readTimeoutMs);
    try {
      const read = await options.read(controller.signal);
      if (stopped) return;
      if (attempt > 0) emit({ type: "recovered" });
      attempt = 0;
      blipSince = null;
      lastText = read.text;
      emit({ type: "text", text: read.text });
      const outcome = outcomeOf(read, get().failsWhen);
      if (outcome) end(outcome);
      else schedule(get().intervalMs);
    } catch (err) {
      if (stopped) return;
      const { status, message } = timedOut ? { status: 408, message: undefined } : statusOf(err);
      if (isBlip(status)) {
        const at = now();
        blipSince ??= at;
        attempt += 1;
        if (shouldGiveUp(blipSince, at)) {
          paused = true;
          emit({ type: "gaveUp" });
          return;
        }
        const delayMs = backoffDelay(attempt);
        emit({ type: "retrying", delayMs, attempt });
        schedule(delayMs);
        return;
      }
      const fallback = get().failureMessage ?? OUTPUT_MESSAGES.failed;
      end({ status: "failed", text: lastText, message: failureText(status, message, fallback) });
    } finally {
      clearTimeout(timeout);
      if (inFlight === controller) inFlight = null;
    }
  }

  void tick();

  return {
    catchUp() {
      if (stopped || paused || inFlight) return;
      clearTimer();
      void tick();
    },
    resume() {
      if (stopped || !paused) return;
      paused = false;
      attempt = 0;
      blipSince = null;
      emit({ type: "recovered" });
      void tick();
    },
    stop() {
      stopped = true;
      clearTimer();
      inFlight?.abort();
      inFlight = null;
    },
  };
}
