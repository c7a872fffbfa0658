// What each role may do in the console (spec 1 §6). Managers see and use the list, information,
// commands (status, logs), uploads view and start/stop/reboot, which need no flag here.
import type { Role } from "@/lib/contract/types";

export interface Capabilities {
  /** + menu LMS (instances/add). */
  addLms: boolean;
  /** + menu Silo (instances/add-shared-server). */
  addSilo: boolean;
  /** Administration menu (users, installers). */
  administration: boolean;
  /** The cloud-database report button. */
  cloudDatabaseReport: boolean;
  upgradeLinks: boolean;
  changeInstanceType: boolean;
  backup: boolean;
  deleteLms: boolean;
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
  fileAccessChange: "admin",
  volumeActions: "admin",
  updateContract: "admin",
  uploadAndDeleteFiles: "admin",
  serviceRestart: "admin",
  systemSection: "admin",
};

export function capabilities(role: Role): Capabilities {
  const rank = RANK[role] ?? -1;
  const out = {} as Record<Capability, boolean>;
  for (const key of Object.keys(CAPABILITY_MIN_ROLE) as Capability[]) {
    out[key] = rank >= RANK[CAPABILITY_MIN_ROLE[key]];
  }
  return out;
}
