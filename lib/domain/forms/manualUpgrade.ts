// The manual update form (spec 2 §5, §7; spec 3 §5): type the LMS name exactly, then the request
// POST /instances/{instanceId}/upgrade-request {parameters: {name, volumeId for shared}, deployment}.
// The typed name is the form's own check; what is sent is the listed LMS's name and volume, so a
// URL cannot choose them. A target without the instance id or name (or the volume on a shared
// server) is 'Invalid parameters.' before anything is asked.
import type { DeploymentType } from "../deploymentTypes";
import { INVALID_PARAMETERS_MESSAGE } from "../lifecycle";
import { manualUpgradeNameError } from "../upgradeAvailability";
import type { FieldErrors } from "./fieldErrors";

export interface ManualUpgradeFormValues {
  typedName: string;
}

/** What the request is for, from the listed records. */
export interface ManualUpgradeTarget {
  instanceId: string;
  /** The LMS name to type and send: the instance's on a dedicated server, the site's client on a volume row. */
  name: string;
  /** Required on a shared server; sent on a dedicated one when the request comes from a volume row. */
  volumeId?: string;
  deployment: DeploymentType;
}

/** 'Invalid parameters.' when the target lacks what the request needs, else null. */
export function manualUpgradeParametersError(target: ManualUpgradeTarget): string | null {
  const missing = (value: string | undefined) => value === undefined || value.trim() === "";
  if (missing(target.instanceId) || missing(target.name)) return INVALID_PARAMETERS_MESSAGE;
  if (target.deployment === "shared" && missing(target.volumeId)) return INVALID_PARAMETERS_MESSAGE;
  return null;
}

/** The validator for the LMS called `lmsName`. */
export function manualUpgradeFormErrors(lmsName: string) {
  return ({ typedName }: ManualUpgradeFormValues): FieldErrors<ManualUpgradeFormValues> => {
    const problem = manualUpgradeNameError(typedName, lmsName);
    return problem === null ? {} : { typedName: problem };
  };
}

/** The body of POST /instances/{instanceId}/upgrade-request. */
export function manualUpgradeRequestBody(target: ManualUpgradeTarget) {
  const volumeId = target.volumeId?.trim() ? target.volumeId : undefined;
  return { parameters: volumeId === undefined ? { name: target.name } : { name: target.name, volumeId }, deployment: target.deployment };
}
