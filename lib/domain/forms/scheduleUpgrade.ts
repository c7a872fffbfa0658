// The scheduled update form (spec 3 §5, §7): a Start Date (YYYY-MM-DD, required, not before
// today in Costa Rica) and at least one checked LMS, then
// POST /instances/{instanceId}/upgrade-batch-request {scheduledTime, deploymentType, lmsList: [{domain, volumeId}]}.
// The past-date rule needs the clock, so it is the form's own (the BFF checks the shape only).
import type { DeploymentType } from "../deploymentTypes";
import { scheduleDateError, SELECT_LMS_TO_SCHEDULE_MESSAGE } from "../scheduling";
import type { FieldErrors } from "./fieldErrors";

export interface ScheduleUpgradeFormValues {
  /** YYYY-MM-DD, "" when none, or what the picker could not parse. */
  scheduledTime: string;
  /** The checked volumes that may be sent (enabled rows only). */
  selected: readonly { volumeId: string; domain: string }[];
}

/** The validator, reading "today" in Costa Rica from `now()` at each check. */
export function scheduleUpgradeFormErrors(now: () => Date) {
  return ({ scheduledTime, selected }: ScheduleUpgradeFormValues): FieldErrors<ScheduleUpgradeFormValues> => {
    const errors: FieldErrors<ScheduleUpgradeFormValues> = {};
    const dateProblem = scheduleDateError(scheduledTime, now());
    if (dateProblem !== null) errors.scheduledTime = dateProblem;
    if (selected.length === 0) errors.selected = SELECT_LMS_TO_SCHEDULE_MESSAGE;
    return errors;
  };
}

/** The body of POST /instances/{instanceId}/upgrade-batch-request. */
export function upgradeBatchRequestBody(values: ScheduleUpgradeFormValues, deploymentType: DeploymentType) {
  return {
    scheduledTime: values.scheduledTime,
    deploymentType,
    lmsList: values.selected.map(({ domain, volumeId }) => ({ domain, volumeId })),
  };
}
