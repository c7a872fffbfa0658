"use client";
// Turns the CDN on or off for a domain (POST /cdn/toggle), then reads its status again.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useToggleCdn() {
  return useApiMutation(routes.cdnToggle, { invalidates: () => [invalidation(routes.cdnStatus)] });
}
