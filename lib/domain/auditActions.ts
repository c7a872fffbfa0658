// What the audit trail calls each change the console forwards (and the changes its own routes
// make that every user sees: the team's shared views), and the session events it keeps beside
// them: the endpoint id (or event name) and its label in words. Calls that only read
// (POST for a report or a domain check) are not changes and are not listed.
export const AUDITED_ACTIONS: Readonly<Record<string, string>> = {
  instanceAction: "Start, stop or reboot an instance",
  changeInstanceType: "Change an instance's size",
  renewSsl: "Renew an instance's SSL certificate",
  resizeVolume: "Resize a volume",
  runCommand: "Run a service command",
  saveInstanceTags: "Save an instance's contract data",
  saveVolumeTags: "Save a site's contract data",
  updateFileAccess: "Change file access",
  uploadFile: "Upload a file",
  uploadPlugin: "Upload a plugin",
  deleteFile: "Delete an uploaded file",
  deletePlugin: "Delete an uploaded plugin",
  cdnToggle: "Turn the CDN on or off",
  backup: "Back up a site",
  createInstance: "Create an LMS",
  createSharedInstance: "Create a shared server",
  deleteRequest: "Request a deletion",
  deleteInstance: "Delete an instance",
  updateResourcesStatus: "Delete resources",
  createUpgradeRequest: "Request a manual upgrade",
  cancelUpgradeRequest: "Cancel an upgrade request",
  upgradeLms: "Upgrade an LMS",
  rollbackLms: "Roll back an LMS",
  volumeAction: "Start or stop a site",
  upgradeBatchRequest: "Schedule an upgrade batch",
  approveBatch: "Approve an upgrade batch",
  dbInstanceAction: "Start, stop or reboot a database server",
  deleteDynamoInstance: "Delete a cloud-database entry",
  deleteDynamoDomain: "Delete a cloud-database domain",
  createUser: "Create a console user",
  updateUser: "Edit a console user",
  deleteUser: "Delete a console user",
  resetPassword: "Reset a console user's password",
  uploadPackage: "Upload an installation package",
  packageCreateForm: "Upload an installation package",
  setPackageAccess: "Change a package's access",
  deletePackage: "Delete an installation package",
  saveSharedView: "Share a saved view with the team",
  deleteSharedView: "Delete a view shared with the team",
};

export const SESSION_EVENTS = {
  signIn: "Sign in",
  signInFailed: "Failed sign-in",
  lockedOut: "Locked out after failed attempts",
  twoFactorEnrolled: "Two-factor enrolment",
  signOut: "Sign out",
  stepUp: "Fresh two-factor code for a destructive action",
  trailPurged: "Old activity rows removed (retention)",
} as const;
export type SessionEvent = keyof typeof SESSION_EVENTS;

/** Changes that destroy, stop or replace something: one is not forwarded when its row cannot be
 * written, and is answered with a failure when the row of its outcome could not be. */
export const DESTRUCTIVE_ACTIONS: ReadonlySet<string> = new Set([
  "instanceAction",
  "volumeAction",
  "dbInstanceAction",
  "changeInstanceType",
  "resizeVolume",
  "runCommand",
  "deleteRequest",
  "deleteInstance",
  "updateResourcesStatus",
  "deleteFile",
  "deletePlugin",
  "deletePackage",
  "deleteDynamoInstance",
  "deleteDynamoDomain",
  "deleteUser",
  "createUpgradeRequest",
  "upgradeLms",
  "rollbackLms",
  "upgradeBatchRequest",
  "approveBatch",
]);

/** The changes whose confirmation shows pre-flight facts (lib/domain/preflight). */
export const PREFLIGHT_ACTIONS: ReadonlySet<string> = new Set(["instanceAction", "volumeAction", "changeInstanceType", "resizeVolume", "createUpgradeRequest", "upgradeLms"]);

export function isAuditedAction(endpointId: string): boolean {
  return Object.hasOwn(AUDITED_ACTIONS, endpointId);
}

/** The label of an endpoint id or session event; the id itself when it has none. */
export function actionLabel(action: string): string {
  return AUDITED_ACTIONS[action] ?? (SESSION_EVENTS as Record<string, string>)[action] ?? action;
}
