"use client";
// The pre-flight facts of one server (GET /api/preflight/{id}, the console's own route), read
// when a disruptive action's confirmation opens. Read afresh each time unless a read is only
// seconds old: they are meant to be "right now".
import useSWR from "swr";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { preflightUrl, type PreflightFacts, type PreflightRequest } from "@/lib/domain/preflight";

const FRESH_MS = 5_000;

/** One server's facts (also read one by one for a bulk action's confirmation). */
export async function fetchPreflightFacts(url: string): Promise<PreflightFacts> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: "same-origin" });
  } catch {
    throw new ApiError(0, FALLBACK_MESSAGE);
  }
  const body = (await res.json().catch(() => null)) as (PreflightFacts & { message?: string }) | null;
  if (!res.ok || !body || !("backupKnown" in body)) throw new ApiError(res.status, body?.message ?? FALLBACK_MESSAGE);
  return body;
}

export function usePreflightFacts(request: PreflightRequest) {
  return useSWR(preflightUrl(request), fetchPreflightFacts, { revalidateOnFocus: false, dedupingInterval: FRESH_MS, shouldRetryOnError: false });
}
