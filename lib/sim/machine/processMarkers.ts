// Magic names that make a long process fail, so the console's '[Errors]' path can be tested
// end to end without SIM_FAULTS (which fails every process: `process_error_rate=1`). Matched
// case-sensitively as a substring of the instance name.
//
// Different words on purpose: an instance named with the creation marker is never created, so
// the deletion and upgrade markers must be ones an instance can be created with (hence UPGERR,
// not UPGFAIL, which contains FAIL).

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

/** An upgrade (manual or in a batch) of a site whose server name, client or domain contains this
 * (any case, e.g. a server created as MDL_UPGERR1) ends in error and leaves the version as it
 * was; its rollback ends in error too. */
export const UPGRADE_FAILS_MARKER = "UPGERR";

export function upgradeFailsByName(...names: (string | null | undefined)[]): boolean {
  return names.some((n) => typeof n === "string" && n.toUpperCase().includes(UPGRADE_FAILS_MARKER));
}
