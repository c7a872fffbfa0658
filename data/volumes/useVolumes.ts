"use client";
// The volumes of one instance (GET /instances/{id}/volumes) for the information modal's table
// and the modals nested under it, which read the listed volume from this same cache entry.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { volumeListInput } from "./keys";

export function useVolumes(instanceId: string, region: Region, instanceIp: string | undefined) {
  return useApiQuery(routes.listVolumes, volumeListInput(instanceId, region, instanceIp));
}
