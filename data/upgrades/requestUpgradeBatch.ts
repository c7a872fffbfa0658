"use client";
// A scheduled upgrade batch request (POST /instances/{instanceId}/upgrade-batch-request). The
// batch waits for a superadmin's approval; nothing this console holds is stale until then.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useUpgradeBatchRequest() {
  return useApiMutation(routes.upgradeBatchRequest, { invalidates: () => [] });
}
