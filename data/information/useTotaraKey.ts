"use client";
// A Totara site's upgrade key (GET /instances/{id}/totara-key-upgrade): asked only for Totara.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { totaraKeyInput } from "./keys";

export interface TotaraKeyTarget {
  instanceId: string;
  region: Region;
  ip: string;
  domain: string;
}

export function useTotaraKey(target: TotaraKeyTarget | null) {
  return useApiQuery(routes.totaraUpgradeKey, target ? totaraKeyInput(target.instanceId, target.region, target.ip, target.domain) : null, {
    revalidateIfStale: false,
  });
}
