"use client";
// Starts a rollback (POST /instances/{instanceId}/upgrade-rollback-lms; superadmin): answers the
// output file to poll. The instance list is read again, since the LMS's version goes back.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useStartRollback() {
  return useApiMutation(routes.rollbackLms, { invalidates: () => [invalidation(routes.listInstances)] });
}
