"use client";
// One volume row's data (storage, version, certificate days), cached per request address for the
// session (spec 1 §4): not asked again when stale or on reconnect, only after a change to it.
import { routes } from "@/lib/contract/routes";
import { useApiQuery } from "@/data/core/useApiQuery";
import { volumeDataRequest } from "./keys";

const SESSION_CACHE = { revalidateIfStale: false, revalidateOnReconnect: false } as const;

export function useVolumeData(...args: Parameters<typeof volumeDataRequest>) {
  const request = volumeDataRequest(...args);
  const dedicated = useApiQuery(routes.volumeDataDedicated, request?.kind === "dedicated" ? request.input : null, SESSION_CACHE);
  const shared = useApiQuery(routes.volumeData, request?.kind === "shared" ? request.input : null, SESSION_CACHE);
  return request?.kind === "shared" ? shared : dedicated;
}

