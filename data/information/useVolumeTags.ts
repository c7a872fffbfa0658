"use client";
// One site's contract data on a shared server, kept as its volume's tags
// (GET /instances/{id}/volumes/{volumeId}/tags); nothing is asked until a volume is chosen.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { volumeTagsInput } from "./keys";

export function useVolumeTags(instanceId: string, volumeId: string | null, region: Region) {
  return useApiQuery(routes.getVolumeTags, volumeId ? volumeTagsInput(instanceId, volumeId, region) : null);
}
