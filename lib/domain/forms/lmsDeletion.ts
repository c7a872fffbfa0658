// The Delete LMS form (spec 2 §2.4, §5): the typed name must equal the listed volume's name,
// and 'Do not delete domain' decides `deleteDomain`. The request is the instance-level one
// (POST /instances/delete-request) naming the volume too, with the LMS deleted; the typed name
// is the form's own check, so the parity test holds the body the form builds to the schema.
import { lmsDeletionNameError } from "../deletion";
import type { Region } from "../regions";
import { deleteRequestBody, type DeletionFormValues } from "./deletion";
import type { FieldErrors } from "./fieldErrors";

/** The same two fields as the actions modal's delete form: the typed name and 'Do not delete domain'. */
export type LmsDeletionFormValues = DeletionFormValues;

/** The validator for the volume called `volumeName`. */
export function lmsDeletionFormErrors(volumeName: string) {
  return ({ typedName }: LmsDeletionFormValues): FieldErrors<LmsDeletionFormValues> => {
    const problem = lmsDeletionNameError(typedName, volumeName);
    return problem === null ? {} : { typedName: problem };
  };
}

export interface LmsDeletionTarget {
  instanceId: string;
  volumeId: string;
  region: Region;
}

/** The body of POST /instances/delete-request for one LMS: its volume, the LMS deleted, the domain unless kept. */
export function lmsDeleteRequestBody(values: LmsDeletionFormValues, { instanceId, volumeId, region }: LmsDeletionTarget) {
  const body = deleteRequestBody(values, { instanceId, deletesLms: true, region });
  return { ...body, resources: { ...body.resources, volumeId } };
}
