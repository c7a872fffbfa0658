// Deleting from the actions modal (spec 1 §5, spec 2 §2.4, §4, §8): the typed name must equal
// the instance's, the domain is deleted unless 'Do not delete domain' is ticked, and a
// failure names the server's reason before the standard sentence. Deleting one LMS from its
// volume row (the Delete LMS modal, spec 2 §2.4, §5) types the volume's name instead.
export const DELETION_MESSAGES = {
  nameRequired: "Type the instance name to confirm.",
  nameMismatch: (name: string) => `The name does not match: type ${name} to confirm.`,
  confirm: (name: string, deleteDomain: boolean) =>
    `Request the deletion of ${name}${deleteDomain ? " and its domain" : " (its domain is kept)"}? A superadmin must approve it from the link sent by e-mail.`,
  requested: "The deletion request has been sent for approval.",
  failed: "The deletion request could not be completed.",
} as const;

/** What is wrong with the typed name, or null when it matches the route's instance name. */
export function deletionNameError(typed: string, name: string): string | null {
  if (typed.trim() === "") return DELETION_MESSAGES.nameRequired;
  return typed === name ? null : DELETION_MESSAGES.nameMismatch(name);
}

/** 'message. The deletion request could not be completed.', or the sentence alone. */
export function deletionFailure(serverMessage: string | null | undefined): string {
  const reason = serverMessage?.trim().replace(/\.+$/, "");
  return reason ? `${reason}. ${DELETION_MESSAGES.failed}` : DELETION_MESSAGES.failed;
}

export const LMS_DELETION_MESSAGES = {
  nameMismatch: (volumeName: string) => `Please enter the correct LMS name (${volumeName}) to confirm deletion.`,
  confirm: (volumeName: string, instanceName: string, deleteDomain: boolean) =>
    `Request the deletion of the LMS ${volumeName} on ${instanceName}${deleteDomain ? " and its domain" : " (its domain is kept)"}? A superadmin must approve it from the link sent by e-mail.`,
  completed: "The deletion request has been completed successfully.",
} as const;

/** The Delete LMS modal's check: the typed name must be exactly the volume's name. */
export function lmsDeletionNameError(typed: string, volumeName: string): string | null {
  return typed === volumeName ? null : LMS_DELETION_MESSAGES.nameMismatch(volumeName);
}
