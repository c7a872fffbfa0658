"use client";
// A batch awaiting approval (GET /instances/scheduled-upgrade/{batchId}); read once.
import { routes } from "@/lib/contract/routes";
import { useApiQuery } from "@/data/core/useApiQuery";
import { scheduledBatchInput } from "./keys";

export function useScheduledBatch(batchId: string) {
  return useApiQuery(routes.scheduledBatch, scheduledBatchInput(batchId), { revalidateIfStale: false, revalidateOnReconnect: false });
}
