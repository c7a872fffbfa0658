"use client";
// A dedicated server's contract data, kept as its tags (GET /instances/{id}/tags).
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { instanceTagsInput } from "./keys";

export function useInstanceTags(instanceId: string, region: Region, enabled: boolean) {
  return useApiQuery(routes.getInstanceTags, enabled ? instanceTagsInput(instanceId, region) : null);
}
