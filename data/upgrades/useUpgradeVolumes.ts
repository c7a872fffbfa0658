"use client";
// The volumes of one server for the full update modal: the shared list or the dedicated one,
// by the listed deployment (the other read asks nothing).
import { routes } from "@/lib/contract/routes";
import type { DeploymentType } from "@/lib/domain/deploymentTypes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { upgradeVolumesInput, upgradeVolumesRead } from "./keys";

export function useUpgradeVolumes(instanceId: string, deploymentType: DeploymentType, region: Region) {
  const input = upgradeVolumesInput(instanceId, region);
  const read = upgradeVolumesRead(deploymentType);
  const shared = useApiQuery(routes.listVolumes, read === "shared" ? input : null);
  const dedicated = useApiQuery(routes.listDedicatedVolumes, read === "dedicated" ? input : null);
  return read === "shared" ? shared : dedicated;
}
