// What each role may do in the console (spec 1 §6). Managers see and use the list, information,
// commands (status, logs), uploads view and start/stop/reboot, which need no flag here.
import type { routes } from "@/lib/contract/routes";
import type { Role } from "@/lib/contract/types";
import { SERVICES, UPDATE_SYSTEM, type Command } from "./commands";

type EndpointId = keyof typeof routes;

export interface Capabilities {
  /** + menu LMS (instances/add). */
  addLms: boolean;
  /** + menu Silo (instances/add-shared-server). */
  addSilo: boolean;
  /** Administration menu (users, installers). */
  administration: boolean;
  /** The shell's cloud-database report button, and the report's Actions column: the Domains
   * link and the deletions (spec 1 §2, spec 3 §2.4, §6). */
  cloudDatabaseReport: boolean;
  upgradeLinks: boolean;
  changeInstanceType: boolean;
  backup: boolean;
  deleteLms: boolean;
  /** Delete or cancel an approved deletion on the delete-resources page (spec 2 §6). */
  deleteResources: boolean;
  /** File access section (dedicated only) and toggling file blocks; view-only otherwise. */
  fileAccessChange: boolean;
  /** Volume actions (delete LMS, backup, operations, upgrade) and resize. */
  volumeActions: boolean;
  updateContract: boolean;
  uploadAndDeleteFiles: boolean;
  /** Restart and clean logs of the PHP and web services. */
  serviceRestart: boolean;
  /** The commands modal's System/Update section. */
  systemSection: boolean;
  /** Start or cancel an upgrade or a rollback on its mailed page (spec 2 §6). */
  upgradeProcess: boolean;
  /** Approve a scheduled upgrade batch (spec 3 §6); the page validates the batch's domains. */
  approveBatch: boolean;
}

export type Capability = keyof Capabilities;

const RANK: Record<Role, number> = { manager: 0, admin: 1, superadmin: 2 };

/** The least role of each capability. */
export const CAPABILITY_MIN_ROLE: Readonly<Record<Capability, Role>> = {
  addLms: "admin",
  addSilo: "superadmin",
  administration: "superadmin",
  cloudDatabaseReport: "superadmin",
  upgradeLinks: "admin",
  changeInstanceType: "admin",
  backup: "admin",
  deleteLms: "admin",
  deleteResources: "superadmin",
  fileAccessChange: "admin",
  volumeActions: "admin",
  updateContract: "admin",
  uploadAndDeleteFiles: "admin",
  serviceRestart: "admin",
  systemSection: "admin",
  upgradeProcess: "superadmin",
  approveBatch: "superadmin",
};

/**
 * The upstream calls each capability's screens make (a page path for the ones that open a page,
 * a command for the command endpoint, whose least role depends on the command). A test holds
 * each capability's least role equal to the strictest of its calls' in the BFF and of its
 * page's gate, so a screen never offers what the BFF refuses nor hides what the spec allows.
 */
export interface CapabilityUse {
  calls: readonly EndpointId[];
  commands?: readonly Command[];
  page?: string;
}

export const CAPABILITY_USES: Readonly<Record<Capability, CapabilityUse>> = {
  addLms: { calls: ["createInstance"], page: "/home/instances/add" },
  addSilo: { calls: ["createSharedInstance"], page: "/home/instances/add-shared-server" },
  administration: { calls: ["listUsers", "createUser", "updateUser", "deleteUser", "resetPassword", "listPackages", "uploadPackage"], page: "/admin/dashboard/users" },
  cloudDatabaseReport: { calls: ["deleteDynamoInstance", "deleteDynamoDomain"] },
  upgradeLinks: { calls: ["createUpgradeRequest", "upgradeBatchRequest", "validateDomains"] },
  changeInstanceType: { calls: ["changeInstanceType"] },
  backup: { calls: ["backup"] },
  deleteLms: { calls: ["deleteRequest"] },
  deleteResources: { calls: ["deleteInstance", "updateResourcesStatus"] },
  fileAccessChange: { calls: ["updateFileAccess"] },
  volumeActions: { calls: ["volumeAction", "resizeVolume"] },
  updateContract: { calls: ["saveInstanceTags", "saveVolumeTags", "cdnToggle"] },
  uploadAndDeleteFiles: { calls: ["uploadFile", "uploadPlugin", "deleteFile", "deletePlugin"] },
  serviceRestart: { calls: ["runCommand"], commands: SERVICES.flatMap((s) => [s.commands.restart, s.commands.clean]) },
  systemSection: { calls: ["runCommand"], commands: [UPDATE_SYSTEM] },
  upgradeProcess: { calls: ["upgradeLms", "rollbackLms", "cancelUpgradeRequest"] },
  approveBatch: { calls: ["approveBatch", "validateDomains"], page: "/scheduled-upgrade/approve/b-1" },
};

/** Calls every signed-in role makes (spec 1 §6, first row): they need no capability. */
export const UNFLAGGED_CALLS: readonly EndpointId[] = [
  "listInstances", "instancesReport", "instanceData", "sharedServerData", "instanceAction", "renewSsl",
  "serverInfo", "serverMetrics", "cronJobs", "getFileAccess", "listFiles", "listPlugins", "appDirectory",
  "lmsInfo", "listVolumes", "listDedicatedVolumes", "getInstanceTags", "getVolumeTags",
];

export function capabilities(role: Role): Capabilities {
  const rank = RANK[role] ?? -1;
  const out = {} as Record<Capability, boolean>;
  for (const key of Object.keys(CAPABILITY_MIN_ROLE) as Capability[]) {
    out[key] = rank >= RANK[CAPABILITY_MIN_ROLE[key]];
  }
  return out;
}
