"use client";
// The pre-flight facts of one server (GET /api/preflight/{id}, the console's own route), read
// when a disruptive action's confirmation opens. Read afresh each time unless a read is only
// seconds old: they are meant to be "right now".
import { callApi } from "@/lib/client/api";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import type { PreflightFacts, PreflightRequest } from "@/lib/domain/preflight";
import { useApiQuery } from "@/data/core/useApiQuery";

const FRESH_MS = 5_000;

/** The call's input: the server's id, where it is. */
function preflightInput({ instanceId, region, ip }: PreflightRequest) {
  return { params: { instanceId }, query: { region, ...(ip ? { ip } : {}) } };
}

/** One server's facts (also read one by one for a bulk action's confirmation). */
export function readPreflightFacts(request: PreflightRequest): Promise<PreflightFacts> {
  return callApi(consoleRoutes.preflight, preflightInput(request));
}

export function usePreflightFacts(request: PreflightRequest) {
  return useApiQuery(consoleRoutes.preflight, preflightInput(request), { revalidateOnFocus: false, dedupingInterval: FRESH_MS, shouldRetryOnError: false });
}
