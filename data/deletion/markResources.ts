"use client";
// Marks an approval link's resources deleted or canceled (POST /instances/resources/{id}), after
// which the link's details no longer offer anything to do.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useMarkResources() {
  return useApiMutation(routes.updateResourcesStatus, {
    invalidates: () => [invalidation(routes.listInstances)],
  });
}
