// Everything the simulator persists in SIM_STATE_FILE. Sessions are deliberately
// absent: a restart signs everyone out, like a real upstream restarting its token store.
import type { Role } from "@/lib/contract/types";
import type { Fleet } from "../fleet/types";

/** Bump when the shape changes: an older file is then ignored and the seed regenerates. */
export const STATE_VERSION = 1;

export interface SimUser {
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string;
  /** Base32 secret once two-factor is enabled. */
  totpSecret: string | null;
  /** Secret shown in the setup QR code, until a code confirms it. */
  pendingTotpSecret: string | null;
}

export interface SimState {
  version: typeof STATE_VERSION;
  seed: number;
  fleetSize: number;
  /** ISO date the fleet's relative dates (contracts, snapshots) were computed from. */
  generatedOn: string;
  users: SimUser[];
  fleet: Fleet;
}

export function fullName(user: SimUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
