"use client";
// Runs the polling loop for one mounted OutputPanel and turns its events into what the panel
// draws: the log (new text buffered and committed at most once per animation frame, so a burst
// of reads renders once), the phase (running, done, failed, or disconnected after giving up on
// blips), the retry notice, and the start and end times. It catches up at once when a hidden
// tab becomes visible, and stops (aborting the read in flight) on unmount. The loop starts once
// per mount: to follow another process, give the panel a new `key`.
import { useCallback, useEffect, useRef, useState } from "react";
import { EMPTY_LOG, mergeOutput, type OutputLog, type OutputOutcome } from "@/lib/domain/processOutput";
import { startPolling, type PollEvent, type PollOptions, type Poller } from "./pollOutput";

export type OutputPhase = "running" | "done" | "failed" | "disconnected";

export interface PollingView {
  log: OutputLog;
  phase: OutputPhase;
  /** Why it failed (failed only). */
  message: string | undefined;
  /** The wait before the next retry while a blip lasts, else null. */
  retryInMs: number | null;
  startedAt: number;
  endedAt: number | null;
  /** Reads again after giving up on a long loss of connection. */
  resume(): void;
}

export interface PollingOptions extends PollOptions {
  onFinish?(outcome: OutputOutcome): void;
  startedAt?: number;
}

const onFrame = (fn: () => void): (() => void) => {
  if (typeof requestAnimationFrame === "function") {
    const id = requestAnimationFrame(fn);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(fn, 16);
  return () => clearTimeout(id);
};

export function useOutputPolling(options: PollingOptions): PollingView {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [log, setLog] = useState<OutputLog>(EMPTY_LOG);
  const [phase, setPhase] = useState<OutputPhase>("running");
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [retryInMs, setRetryInMs] = useState<number | null>(null);
  const [startedAt] = useState(() => options.startedAt ?? Date.now());
  const [endedAt, setEndedAt] = useState<number | null>(null);
  const poller = useRef<Poller | null>(null);

  useEffect(() => {
    let pending: string | null = null;
    let cancelFrame: (() => void) | null = null;
    const flush = () => {
      cancelFrame?.();
      cancelFrame = null;
      if (pending === null) return;
      const text = pending;
      pending = null;
      setLog((prev) => mergeOutput(prev, text));
    };
    const handle = (event: PollEvent) => {
      switch (event.type) {
        case "text":
          pending = event.text;
          cancelFrame ??= onFrame(() => {
            cancelFrame = null;
            flush();
          });
          return;
        case "retrying":
          setRetryInMs(event.delayMs);
          setPhase("running");
          return;
        case "recovered":
          setRetryInMs(null);
          setPhase("running");
          return;
        case "gaveUp":
          setRetryInMs(null);
          setPhase("disconnected");
          return;
        case "end":
          // The last text and the end show together, whatever frame it is.
          flush();
          setRetryInMs(null);
          setPhase(event.outcome.status);
          setMessage(event.outcome.message);
          setEndedAt(Date.now());
          latest.current.onFinish?.(event.outcome);
          return;
      }
    };
    const current = startPolling(() => latest.current, handle);
    poller.current = current;
    const onVisibility = () => {
      if (document.visibilityState === "visible") current.catchUp();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      current.stop();
      cancelFrame?.();
      if (poller.current === current) poller.current = null;
    };
  }, []);

  const resume = useCallback(() => poller.current?.resume(), []);
  return { log, phase, message, retryInMs, startedAt, endedAt, resume };
}
