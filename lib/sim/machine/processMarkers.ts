// Magic names that make a long process fail, so the console's '[Errors]' path can be tested
// end to end without SIM_FAULTS (which fails every process: `process_error_rate=1`). Matched
// case-sensitively as a substring of the instance name.
//
// Two different words on purpose: an instance named with the creation marker is never created,
// so the deletion marker must be one an instance can be created with.

/** A creation (POST /instance) whose instance name contains this ends with `[Errors]`; nothing is created. */
export const CREATION_FAILS_MARKER = "FAIL";
/** Deleting a server whose name contains this (e.g. one created as MDL_KEEPME1) ends with `[Errors]`; nothing is deleted. */
export const DELETION_FAILS_MARKER = "KEEPME";

export function creationFailsByName(instanceName: string): boolean {
  return instanceName.includes(CREATION_FAILS_MARKER);
}

export function deletionFailsByName(instanceName: string): boolean {
  return instanceName.includes(DELETION_FAILS_MARKER);
}
