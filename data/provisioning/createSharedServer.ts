"use client";
// POST /shared-instance. The new silo exists only once its creation process has finished, so
// the silo list is not read again here (the next name would not change yet).
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useCreateSharedServer() {
  return useApiMutation(routes.createSharedInstance, { invalidates: () => [] });
}
