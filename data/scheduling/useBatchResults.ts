"use client";
// One batch's results with its per-LMS rows (GET /instances/scheduled-upgrade-results/{batchId}).
import { routes } from "@/lib/contract/routes";
import { useApiQuery } from "@/data/core/useApiQuery";

export function useBatchResults(batchId: string) {
  return useApiQuery(routes.scheduledUpgradeResults, { params: { batchId } });
}
