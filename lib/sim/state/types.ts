// Everything the simulator persists in SIM_STATE_FILE. Sessions are deliberately
// absent: a restart signs everyone out, like a real upstream restarting its token store.
import type { Role } from "@/lib/contract/types";
import type { DELETE_LMS_ACTION, ResourceStatus } from "@/lib/domain/lifecycle";
import type { Fleet, Region } from "../fleet/types";

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
  // Optional so a file saved before they existed still loads (read through lib/sim/records.ts).
  /** E-mails the upstream "sent": approval links, finished backups. Served at GET /__sim/outbox. */
  outbox?: SimMail[];
  deletionRequests?: SimDeletionRequest[];
  backups?: SimBackupJob[];
  /** Creation, shared-server and deletion processes, newest last (machine/processes.ts). */
  processes?: SimProcess[];
  /** Signs backup download links (HMAC-SHA256); made on first use, so a reset changes it. */
  downloadSecret?: string;
  /** Failed sign-in attempts, locks and the last accepted two-factor step, by lower-cased username. */
  authGuard?: Record<string, SimAuthGuard>;
  /** Set in the saved snapshot only: the last journal entry it already contains (state/store.ts). */
  journalSeq?: number;
}

/** What protects one account against guessing and replay. Times are epoch milliseconds. */
export interface SimAuthGuard {
  /** Wrong passwords and codes not yet older than the lock window, oldest first. */
  failures: number[];
  /** Password and code steps are refused until then. */
  lockedUntil: number | null;
  /** TOTP time step of the last code accepted (sign-in or enrolment): it and older ones are refused. */
  lastCodeStep: number | null;
}

export interface SimMail {
  id: string;
  /** ISO time it is delivered; a mail dated in the future has not been sent yet. */
  at: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** Every link in `text`, so a test or a developer need not parse the body. */
  links: string[];
}

/** POST /instances/delete-request: waits for a superadmin at home/delete/{token}/{action}. */
export interface SimDeletionRequest {
  token: string;
  /** `delete-lms` deletes the LMS as well; `delete-instance` only the server and its domain. */
  action: typeof DELETE_LMS_ACTION | "delete-instance";
  region: Region;
  instanceId: string;
  volumeId: string | null;
  deleteLMS: boolean;
  deleteDomain: boolean;
  requestedBy: string;
  requestedAt: string;
  status: "pending" | ResourceStatus;
}

/** POST /backup/{instanceId}: ready (and mailed) at `readyAt`. */
export interface SimBackupJob {
  fileUniqueId: string;
  region: Region;
  instanceId: string;
  instanceName: string;
  domain: string;
  requestedBy: string;
  requestedAt: string;
  readyAt: string;
  instanceData: Record<string, unknown>;
}

/** A long process. Its output is not stored: it is derived from this record and the clock
 * (machine/processScripts.ts), and its end is applied to the fleet once (`settledAt`). */
export type SimProcess = SimCreationProcess | SimSharedServerProcess | SimDeletionProcess;

interface SimProcessBase {
  /** The deployId or outputFileId the console polls. */
  id: string;
  region: Region;
  requestedBy: string;
  startedAt: string;
  durationMs: number;
  /** Decided at the start (magic name or SIM_FAULTS): the output ends with `[Errors]` and nothing changes. */
  fails: boolean;
  /** When its end was applied to the fleet (or found to fail); absent while it runs. */
  settledAt?: string;
}

/** A new dedicated server (standalone) or a new site on a shared server (silo). */
export interface SimCreationProcess extends SimProcessBase {
  kind: "creation";
  /** The request as GET /instance/confirm-instance/{requestToken} returns it. */
  request: SimCreationRequest;
  /** Standalone requests only: the token of the confirm-add link (also accepted as the outputFileId). */
  requestToken: string | null;
  /** The shared server a silo installation goes on; null for a standalone server. */
  siloId: string | null;
  siloName: string | null;
  /** Chosen at the start so the output can name them. */
  instanceId: string;
  publicIpAddress: string;
  volumeId: string;
  dbInstanceId: string;
  dbName: string;
  /** `https://{domain}.example` */
  domain: string;
  version: string;
}

/** The upstream's copy of the creation form (spec 2 §3 "Confirmation request"). */
export interface SimCreationRequest {
  installationType: "standalone" | "silo";
  installationPackage: string;
  lms: "Moodle" | "Totara";
  installThemeEdumy: boolean;
  moodleInstallationType: string | null;
  totaraType: string | null;
  client: string;
  contractedUsers: number;
  branch: string;
  domain: string;
  instanceName: string;
  volumeSize: number;
  instanceType: string;
  dbOnSharedRDS: boolean;
  dbInstance: string | null;
  clientEmail: string | null;
  sendEmailToClient: boolean;
  primaryColor: string | null;
  secondaryColor: string | null;
  accentColor: string | null;
  footerColor: string | null;
  logoDefault: string | null;
  logoDark: string | null;
  loginBGImage: string | null;
}

/** POST /shared-instance: a new, empty shared server. */
export interface SimSharedServerProcess extends SimProcessBase {
  kind: "shared-server";
  instanceName: string;
  instanceId: string;
  publicIpAddress: string;
}

/** POST /instances/{id}/delete, approved from a deletion request's link. */
export interface SimDeletionProcess extends SimProcessBase {
  kind: "deletion";
  token: string;
  instanceId: string;
  instanceName: string;
  /** Set when one LMS of a shared server goes, not the server. */
  volumeId: string | null;
  deleteLMS: boolean;
  deleteDomain: boolean;
  domain: string | null;
  dbInstanceIdentifier: string | null;
  dbName: string | null;
  deleteRDS: boolean;
}

export function fullName(user: SimUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
