"use client";
// A size change (PUT /instances/{id}). It invalidates nothing itself: a running server is
// followed by InstanceWatch until it runs again, a stopped one refreshes the list through it.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useChangeInstanceType() {
  return useApiMutation(routes.changeInstanceType, { invalidates: () => [] });
}
