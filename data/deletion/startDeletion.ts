"use client";
// Starts a deletion (POST /instances/{id}/delete; superadmin): answers the output file to poll.
// The region's instance list is read again, since the instance is on its way out.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useStartDeletion() {
  return useApiMutation(routes.deleteInstance, { invalidates: () => [invalidation(routes.listInstances)] });
}
