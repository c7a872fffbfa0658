// The motive form of start, stop and reboot (spec 1 §5): its field is named as the body's
// (`reason`), so a 400's field error lands on it, and its body is built here, cleaned as the
// contract's schema cleans it.
import { cleanMotive, motiveError } from "../motive";
import type { PowerAction } from "../powerActions";
import type { Region } from "../regions";
import type { FieldErrors } from "./fieldErrors";

export interface MotiveFormValues {
  reason: string;
}

export function motiveFormErrors({ reason }: MotiveFormValues): FieldErrors<MotiveFormValues> {
  const problem = motiveError(reason);
  return problem === null ? {} : { reason: problem };
}

/** The body of POST /instances/{id}/action: the cleaned motive is what is recorded. */
export function instanceActionBody({ reason }: MotiveFormValues, action: PowerAction, region: Region) {
  return { action, region, reason: cleanMotive(reason) };
}
