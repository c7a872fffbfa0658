// Deletion, upgrade and rollback processes (spec 2 §3, §4, §5, §9): the actions the links
// carry, the statuses a process and its resources go through, and how a failed output reads.
export const INVALID_PARAMETERS_MESSAGE = "Invalid parameters.";

/** The action of the delete page that deletes the LMS as well. */
export const DELETE_LMS_ACTION = "delete-lms";
/** The action of the upgrade page for shared deployments. */
export const UPGRADE_LMS_ACTION = "upgrade-lms";

/** A process output containing this marker has failed. */
export const PROCESS_ERRORS_MARKER = "[Errors]";
export const RESOURCE_STATUSES = ["deleted", "canceled"] as const;
export type ResourceStatus = (typeof RESOURCE_STATUSES)[number];
export const UPGRADE_PROCESSES = ["upgrade", "rollback"] as const;
export type UpgradeProcessKind = (typeof UPGRADE_PROCESSES)[number];
export const PROCESS_STATUSES = ["inProgress", "success", "error"] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

/** Whether a process's output says it failed. */
export function processFailed(output: string): boolean {
  return output.includes(PROCESS_ERRORS_MARKER);
}
