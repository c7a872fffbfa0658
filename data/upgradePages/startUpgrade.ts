"use client";
// Starts an upgrade (POST /instances/{instanceId}/upgrade-lms; superadmin): answers the output
// file to poll. The instance list is read again, since the LMS's version is about to change.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useStartUpgrade() {
  return useApiMutation(routes.upgradeLms, { invalidates: () => [invalidation(routes.listInstances)] });
}
