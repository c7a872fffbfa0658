"use client";
// What an upgrade or rollback link stands for (GET /instances/upgrade-details?region&token&action&process).
// Read once: the request does not change while the page is open.
import { routes } from "@/lib/contract/routes";
import type { UpgradeProcessKind } from "@/lib/domain/lifecycle";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { upgradeDetailsInput } from "./keys";

export function useUpgradeDetails(token: string, action: string, region: Region, process: UpgradeProcessKind) {
  return useApiQuery(routes.upgradeDetails, upgradeDetailsInput(token, action, region, process), {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}
