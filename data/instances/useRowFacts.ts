"use client";
// What the console has already read about the list's rows beyond the list itself — the
// certificate (the Certificate column's reads) and PHP (the PHP column's) — for a view that
// sorts or filters by them. It reads SWR's cache, never the network: rows not read
// yet are unknown, and the view puts them last or leaves them out.
import { useCallback, useMemo } from "react";
import { useSWRConfig } from "swr";
import { apiUrl } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Instance, InstanceData, ServerInfo } from "@/lib/contract/schemas/instance";
import { certificateStatus, sslDays } from "@/lib/domain/certificateStatus";
import type { FactsOf, RowFacts } from "@/lib/domain/listView";
import type { Region } from "@/lib/domain/regions";
import { instanceDataRequest } from "./keys";
import { phpOf, serverInfoInput } from "./useServerPhp";

/** `version` is the facts loader's: a new one means more is known, and the view is applied again. */
export function useRowFacts(instances: readonly Instance[] | undefined, region: Region, version: number): FactsOf {
  const { cache } = useSWRConfig();
  const byId = useMemo(() => new Map((instances ?? []).map((i) => [i.instanceId, i])), [instances]);
  return useCallback(
    (instanceId: string): RowFacts | undefined => {
      const instance = byId.get(instanceId);
      if (!instance) return undefined;
      const request = instanceDataRequest(instance, region);
      const data = request ? (cache.get(request.key)?.data as InstanceData | undefined) : undefined;
      const info = cache.get(apiUrl(routes.serverInfo, serverInfoInput(instanceId, region)))?.data as ServerInfo | undefined;
      if (!data && !info) return undefined;
      return {
        ...(data ? { certificate: certificateStatus(data), sslDays: sslDays(data.sslDaysRemaining) } : {}),
        ...(info ? { php: phpOf(info) } : {}),
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` stands for what the cache holds
    [byId, cache, region, version],
  );
}
