"use client";
// Cancels an upgrade or rollback request (DELETE /instances/{instanceId}/upgrade-request?token&status=canceled;
// superadmin). Nothing cached changes.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useCancelUpgradeRequest() {
  return useApiMutation(routes.cancelUpgradeRequest);
}
