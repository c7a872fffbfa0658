// The upgrades area's request inputs: the volume list the full update modal schedules from
// (GET /instances/{id}/volumes on a shared server, GET /instances/{id}/volume on a dedicated one,
// spec 2 §7, 3 §7) and the SWR key of one domain validation. No React here.
import type { DeploymentType } from "@/lib/domain/deploymentTypes";
import type { Region } from "@/lib/domain/regions";

export function upgradeVolumesInput(instanceId: string, region: Region) {
  return { params: { id: instanceId }, query: { region } };
}

/** Which of the two volume reads a deployment uses. */
export function upgradeVolumesRead(deploymentType: DeploymentType): "shared" | "dedicated" {
  return deploymentType === "shared" ? "shared" : "dedicated";
}

/** The key of a validation: the endpoint and the exact list asked about (a POST has no URL key). */
export function domainValidationKey(lmsList: readonly { instanceId: string; domain: string; volumeId: string }[]): readonly string[] | null {
  if (lmsList.length === 0) return null;
  return ["validateDomains", ...lmsList.map((lms) => `${lms.instanceId} ${lms.volumeId} ${lms.domain}`)];
}
