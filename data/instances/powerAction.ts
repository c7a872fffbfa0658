"use client";
// Start, stop or reboot with a motive (POST /instances/{id}/action). It invalidates nothing:
// the screen hands the instance to InstanceWatch, which reads the list at once and then every
// 2 s until the instance has settled (an invalidation here would ask for the list twice).
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function usePowerAction() {
  return useApiMutation(routes.instanceAction, { invalidates: () => [] });
}
