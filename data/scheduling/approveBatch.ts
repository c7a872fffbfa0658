"use client";
// Approves a batch (POST /instances/scheduled-upgrade/{batchId}; superadmin); the report's
// lists and the batch are read again.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useApproveBatch() {
  return useApiMutation(routes.approveBatch, {
    invalidates: ({ params }) => [invalidation(routes.scheduledUpgrades), invalidation(routes.scheduledBatch, { batchId: params.batchId })],
  });
}
