"use client";
// A manual upgrade request (POST /instances/{instanceId}/upgrade-request). Nothing changes until
// an approver follows the e-mailed link, so nothing is read again.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useUpgradeRequest() {
  return useApiMutation(routes.createUpgradeRequest, { invalidates: () => [] });
}
