"use client";
// A report read (spec 3 §7, §8, §9): cached per request URL for the session (never asked
// again on focus, reconnect or when stale, and never retried by itself), and given up after
// 60 s — the request is aborted and fails with ReportTimeoutError, whose message is the spec's.
import useSWR, { type SWRResponse } from "swr";
import { callApi, type UrlInput } from "@/lib/client/api";
import type { Route } from "@/lib/contract/routes";
import type { Endpoint, ResponseOf } from "@/lib/contract/types";
import { REPORT_TIMEOUT_MS, USAGE_MESSAGES } from "@/lib/domain/usageReport";
import { apiKey } from "@/data/core/apiKey";

export class ReportTimeoutError extends Error {
  constructor() {
    super(USAGE_MESSAGES.timeout);
    this.name = "ReportTimeoutError";
  }
}

/** Runs `call` with a signal that aborts it after `ms`; the abort fails as ReportTimeoutError. */
export async function withReportTimeout<T>(call: (signal: AbortSignal) => Promise<T>, ms = REPORT_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await call(controller.signal);
  } catch (err) {
    if (controller.signal.aborted) throw new ReportTimeoutError();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

export const REPORT_CACHE = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/** `onTimeout` runs when this read is given up at 60 s (the screen resets its choice). */
export function useReportQuery<E extends Endpoint, P extends string>(
  route: Route<E, P>,
  input: UrlInput<E, P> | null,
  onTimeout?: () => void,
): SWRResponse<ResponseOf<E>, unknown> {
  const key = apiKey(route, input);
  return useSWR<ResponseOf<E>, unknown>(
    key,
    () => withReportTimeout((signal) => (callApi as (r: Route<E, P>, i: unknown) => Promise<ResponseOf<E>>)(route, { ...input, signal })),
    { ...REPORT_CACHE, onError: (err) => (err instanceof ReportTimeoutError ? onTimeout?.() : undefined) },
  );
}
