"use client";
// The report's batches (GET /instances/scheduled-upgrade, optionally ?startDate&endDate).
import { routes } from "@/lib/contract/routes";
import { useApiQuery } from "@/data/core/useApiQuery";
import { scheduledUpgradesInput } from "./keys";

export function useScheduledUpgrades(range: { startDate: string; endDate: string } | null) {
  return useApiQuery(routes.scheduledUpgrades, scheduledUpgradesInput(range));
}
