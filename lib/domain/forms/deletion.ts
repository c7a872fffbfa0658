// The delete form of the actions modal (spec 1 §5, spec 2 §4): the typed name must equal the
// instance's, and 'Do not delete domain' decides `deleteDomain`. The typed name is the form's
// own check — the request carries the instance's id, not what was typed — so the BFF has
// nothing to compare it with; the parity test holds the body the form builds to the schema.
import { deletionNameError } from "../deletion";
import type { Region } from "../regions";
import type { FieldErrors } from "./fieldErrors";

export interface DeletionFormValues {
  typedName: string;
  keepDomain: boolean;
}

/** The validator for the instance called `name`. */
export function deletionFormErrors(name: string) {
  return ({ typedName }: DeletionFormValues): FieldErrors<DeletionFormValues> => {
    const problem = deletionNameError(typedName, name);
    return problem === null ? {} : { typedName: problem };
  };
}

export interface DeletionTarget {
  instanceId: string;
  /** A dedicated server's LMS goes with it. */
  deletesLms: boolean;
  region: Region;
}

/** The body of POST /instances/delete-request: the domain goes unless it is kept. */
export function deleteRequestBody({ keepDomain }: DeletionFormValues, { instanceId, deletesLms, region }: DeletionTarget) {
  return { resources: { instanceId }, deleteLMS: deletesLms, region, deleteDomain: !keepDomain };
}
