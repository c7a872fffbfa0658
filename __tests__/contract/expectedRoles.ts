// Who may call each contract endpoint, transcribed from the spec's role tables (§6 of the
// three documents, with the screens of §2 they refer to) and kept apart from lib/contract on
// purpose: the role matrix and the minRole check read their expectations from here, so a
// wrong or loosened gate in the contract fails instead of being read back from itself.
// Rule for what §6 does not gate ("not shown", or a call no role row names): every signed-in
// role may make it, i.e. the least role is manager.
// Roles and access kinds are written here as plain strings, not imported from lib/contract.

export type Role = "manager" | "admin" | "superadmin";

/** - `signedIn`: a fully signed-in session (two-factor done), gated by the least role.
 *  - `pending`: the two-factor calls, made between the password step and /home (spec 1 §2
 *    sign-in and /qrcode, §4 "a valid code sends the user to home").
 *  - `server`: made only by the console's own server, because the call carries or returns the
 *    upstream token, which must never reach the browser (design.md: "the upstream token lives
 *    only inside [the session cookies]"; lib/auth signs in, refreshes and signs out). This
 *    kind is the console's design, not the spec's; the spec (1 §7) only lists the calls. */
export type Access = "signedIn" | "pending" | "server";

export interface Gate {
  access: Access;
  /** The least role; for a role that depends on the command sent, the least over all commands. */
  least: Role;
  /** Set when the least role depends on the request body: the role per command value. */
  byCommand?: Readonly<Record<string, Role>>;
}

const RANK: Readonly<Record<Role, number>> = { manager: 0, admin: 1, superadmin: 2 };

/** manager < admin < superadmin: each §6 table grants a higher role what it grants a lower one. */
export function atLeast(role: Role, least: Role): boolean {
  return RANK[role] >= RANK[least];
}

/** Spec 1 §2 Commands modal: "Check Status and Get Logs are open to all roles; Restart, Clean
 * Logs for both services, and the whole System/Update section are for admin and superadmin."
 * (1 §6 rows 1 and 2 say the same.) The command values are spec 1 §7's list. */
export const COMMAND_ROLES: Readonly<Record<string, Role>> = {
  "status-php": "manager",
  "status-web-service": "manager",
  "php-logs": "manager",
  "web-service-logs": "manager",
  "restart-php": "admin",
  "restart-web-service": "admin",
  "clean-php-logs": "admin",
  "clean-web-service-logs": "admin",
  "update-system": "admin",
};

const anyone: Gate = { access: "signedIn", least: "manager" };
const admin: Gate = { access: "signedIn", least: "admin" };
const superadmin: Gate = { access: "signedIn", least: "superadmin" };
const pending: Gate = { access: "pending", least: "manager" };
const server: Gate = { access: "server", least: "manager" };

export const EXPECTED_GATES: Readonly<Record<string, Gate>> = {
  // --- Spec 1: sign-in, shell, instance list and its modals ---
  getUser: anyone, // 1 §2 main shell: loaded for every user; not gated
  signin: server, // 1 §7; returns the upstream token (design.md)
  otpValidate: pending, // 1 §2 sign-in code step, §4
  otpSetupStepOne: pending, // 1 §2 /qrcode
  otpSetupStepTwo: pending, // 1 §2 /qrcode
  refreshToken: server, // 1 §4 token refresh; returns the upstream token (design.md)
  logout: server, // 1 §7; ends the upstream session the token names (design.md)
  listInstances: anyone, // 1 §6 row 1: instance list
  instancesReport: anyone, // 1 §2 top bar CSV export; not in §6
  instanceData: anyone, // 1 §6 row 1: information
  sharedServerData: anyone, // 1 §6 row 1: information
  volumeDataDedicated: anyone, // 1 §6 row 1: information (volumes table)
  volumeData: anyone, // 1 §6 row 1: information (volumes table)
  changeInstanceType: admin, // 1 §6 row 2: change instance type
  renewSsl: anyone, // 1 §5 SSL renewal has a status rule, no role; not in §6
  instanceAction: anyone, // 1 §6 row 1: start/stop/reboot
  serverInfo: anyone, // 1 §7; not in §6
  // 1 §6 row 2 lists "file access (dedicated only)" for admins, yet the note under the table says
  // "File blocks are view-only for other roles": read as viewing open to all, toggling admin.
  getFileAccess: anyone,
  updateFileAccess: admin, // 1 §6 row 2: toggle file blocks
  listVolumes: anyone, // 1 §6 row 1: information (volumes table); 2 §7, 3 §7 update modal
  listDedicatedVolumes: anyone, // 2 §7 / 3 §7 update modal volumes; 3 §6 others see the modal without its buttons
  resizeVolume: admin, // 1 §6 row 2: volume actions and resize
  lmsInfo: anyone, // 1 §7, 2 §7; not in §6
  getVolumeTags: anyone, // 1 §6 row 1: information (contract data form)
  saveVolumeTags: admin, // 1 §6 row 2: update contract data
  getInstanceTags: anyone, // 1 §6 row 1: information (contract data form)
  saveInstanceTags: admin, // 1 §6 row 2: update contract data
  concurrency: anyone, // 1 §3 contract form, read-only field
  totaraUpgradeKey: anyone, // 1 §3 contract form, read-only field
  cdnStatus: anyone, // 1 §3 contract form CDN checkbox state
  cdnToggle: admin, // 1 §3: the CDN checkbox is a contract form field; 1 §6 row 2: update contract data
  appDirectory: anyone, // 1 §6 row 1: uploads view
  listFiles: anyone, // 1 §6 row 1: uploads view
  uploadFile: admin, // 1 §6 row 2: upload and delete files and plugins
  deleteFile: admin, // 1 §6 row 2: upload and delete files and plugins
  listPlugins: anyone, // 1 §6 row 1: uploads view
  uploadPlugin: admin, // 1 §6 row 2: upload and delete files and plugins
  deletePlugin: admin, // 1 §6 row 2: upload and delete files and plugins
  runCommand: { access: "signedIn", least: "manager", byCommand: COMMAND_ROLES }, // 1 §2 Commands modal, 1 §6
  cronJobs: anyone, // 1 §2 Commands modal: Cron Jobs section, not gated
  serverMetrics: anyone, // 1 §2 Commands modal: Memory and CPU sections, not gated

  // --- Spec 2: provisioning, lifecycle, databases ---
  createInstance: admin, // 2 §6: Create LMS (add page) admin, superadmin
  creationOutput: anyone, // 2 §7; not in §6 ("manager role in creation ... pages: not shown")
  confirmInstance: anyone, // 2 §2.2; not in §6
  installers: anyone, // 2 §7; not in §6
  silos: anyone, // 2 §7; not in §6
  createSharedInstance: superadmin, // 2 §6: Create shared server superadmin
  deleteRequest: admin, // 2 §6: Delete LMS modal form admin, superadmin; 1 §6 row 2: delete
  deleteDetails: anyone, // 2 §2.5: the page loads for all; only its buttons are gated
  deleteInstance: superadmin, // 2 §6: Delete and Cancel on the delete-resources page superadmin
  deleteProcessInfo: anyone, // 2 §7; not in §6
  updateResourcesStatus: superadmin, // 2 §4: marks deleted/canceled after Delete or Cancel, both superadmin (2 §6)
  volumeAction: admin, // 2 §6: LMS Start/Stop modal admin, superadmin; 1 §6 row 2: volume actions
  backup: admin, // 1 §6 row 2: backup; 1 §2 Backup section admin or superadmin
  backupLink: anyone, // 2 §2.6 download page; not in §6
  upgradeDetails: anyone, // 2 §2.7-2.8: the page loads for all; only its buttons are gated
  upgradeLms: superadmin, // 2 §6: Upgrade, rollback and their cancel buttons superadmin
  rollbackLms: superadmin, // 2 §6: Upgrade, rollback and their cancel buttons superadmin
  cancelUpgradeRequest: superadmin, // 2 §6: ... and their cancel buttons superadmin (2 §4: cancel is this call)
  createUpgradeRequest: admin, // 2 §6 and 3 §6: manual update admin, superadmin
  upgradeProcessInfo: anyone, // 2 §7; not in §6
  listDbInstances: anyone, // 2 §2.10; not in §6
  dbInstanceData: anyone, // 2 §2.10; not in §6
  dbInstanceAction: anyone, // 2 §6: "Database instance actions | role restriction not shown"
  dbDatabases: anyone, // 2 §2.10; not in §6
  dbSnapshots: anyone, // 2 §2.10; not in §6

  // --- Spec 3: reports, scheduling, administration ---
  instancesData: anyone, // 3 §6: "report gates not shown"
  loginReport: anyone, // 3 §6: "report gates not shown"
  storageReport: anyone, // 3 §6: "report gates not shown"
  basicInstanceList: anyone, // 3 §1: "The role gates of the performance report page are not shown."
  basicVolumeList: anyone, // 3 §1: performance report gates not shown
  instanceReport: anyone, // 3 §1: performance report gates not shown
  domainReport: anyone, // 3 §1: performance report gates not shown
  onlineUsers: anyone, // 3 §1: performance report gates not shown
  // 3 §2.4 and §6 gate only the report's Actions column, Domains link and deletes to superadmin;
  // the table and the domains modal are drawn for other roles too. See CONTRACT_STRICTER.
  dynamoInstances: anyone,
  dynamoInstanceData: anyone,
  deleteDynamoInstance: superadmin, // 3 §6: superadmin: cloud-database ... delete
  dynamoDomains: anyone,
  dynamoDomainData: anyone,
  deleteDynamoDomain: superadmin, // 3 §6: superadmin: cloud-database ... delete; 3 §2.4
  validateDomains: anyone, // 3 §4 checkbox validation; §6 gates only the schedule button. See CONTRACT_STRICTER.
  scheduledBatch: anyone, // 3 §2.7: only the Approve Batch button is superadmin
  approveBatch: superadmin, // 3 §6: superadmin: approve batches
  upgradeBatchRequest: admin, // 3 §6: admin and superadmin: schedule updates
  scheduledUpgrades: anyone, // 3 §2.5 report; "report gates not shown"
  scheduledUpgradeResults: anyone, // 3 §2.6 report; "report gates not shown"
  listUsers: superadmin, // 3 §1 and §6: admin dashboard, superadmin only
  getConsoleUser: superadmin, // 3 §6: admin dashboard (users, user form)
  createUser: superadmin, // 3 §6: admin dashboard (users, user form)
  updateUser: superadmin, // 3 §6: admin dashboard (users, user form)
  deleteUser: superadmin, // 3 §6: admin dashboard (users)
  resetPassword: superadmin, // 3 §6: admin dashboard (user form, reset-pass)
  listPackages: superadmin, // 3 §6: admin dashboard (packages)
  uploadPackage: superadmin, // 3 §6: admin dashboard (packages)
  deletePackage: superadmin, // 3 §6: admin dashboard (packages)
  setPackageAccess: superadmin, // 3 §6: admin dashboard (packages)
  packageCreateForm: superadmin, // 3 §2.11 package form, on the superadmin-only dashboard
};

/** Where lib/contract keeps a stricter least role than the spec's rule gives, because the spec
 * is not clear enough to loosen it. Each entry is a spec/contract disagreement left for a
 * decision: removing it makes the minRole check demand the spec's role. Only stricter roles
 * may be listed here (checked), so this cannot be used to loosen a gate. */
export const CONTRACT_STRICTER: Readonly<Record<string, { role: Role; why: string }>> = {
  validateDomains: {
    role: "admin",
    why: "3 §6: 'admin and superadmin: schedule updates ...; others see ... no schedule button' - the validation itself is not gated",
  },
};

/** The role the BFF is expected to enforce for this body: the per-command role, else the
 * contract's knowingly stricter role, else the spec's least role. */
export function enforcedRole(id: string, body: unknown): Role {
  const gate = EXPECTED_GATES[id];
  if (!gate) throw new Error(`${id} is not in the expected gates`);
  if (gate.byCommand) {
    const command = typeof body === "object" && body !== null ? (body as { command?: unknown }).command : undefined;
    const role = typeof command === "string" ? gate.byCommand[command] : undefined;
    if (!role) throw new Error(`${id}: no spec role for command ${String(command)}`);
    return role;
  }
  return CONTRACT_STRICTER[id]?.role ?? gate.least;
}
