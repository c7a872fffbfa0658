// Everything the simulator persists in SIM_STATE_FILE. Sessions are deliberately
// absent: a restart signs everyone out, like a real upstream restarting its token store.
import type { Role } from "@/lib/contract/types";
import type { DELETE_LMS_ACTION, ResourceStatus, UPGRADE_LMS_ACTION } from "@/lib/domain/lifecycle";
import type { PackageAccess } from "@/lib/domain/packages";
import type { BatchStatus } from "@/lib/domain/scheduling";
import type { Deployment, Fleet, Region } from "../fleet/types";

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
  /** POST /instances/{id}/upgrade-request: manual upgrades awaiting, running or done (handlers/upgrades.ts). */
  upgradeRequests?: SimUpgradeRequest[];
  /** Upgrade and rollback processes, newest last (machine/upgradeRuns.ts). */
  upgradeProcesses?: SimUpgradeProcess[];
  /** Scheduled upgrade batches, seeded history included (machine/batchScheduler.ts). */
  batches?: SimBatch[];
  /** Signs backup download links (HMAC-SHA256); made on first use, so a reset changes it. */
  downloadSecret?: string;
  /** Failed sign-in attempts, locks and the last accepted two-factor step, by lower-cased username. */
  authGuard?: Record<string, SimAuthGuard>;
  /** What was deleted from the cloud-database (DynamoDB) table: entry ids, and bare domain
   * hosts by entry id (machine/dynamoTable.ts derives the rest from the fleet and the seed). */
  dynamoDeleted?: { entries: string[]; domains: Record<string, string[]> };
  /** The package bucket (installation packages and plugins), whole, once first changed; absent
   * while it is still the seeded catalogue (machine/packages.ts). The bytes live beside the state
   * file, never in it. */
  packages?: SimPackage[];
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

/** One object of the package bucket: `plugins/{category}/{pluginPath}/{file}` for a plugin, else
 * the file name (an installation package the creation form offers). */
export interface SimPackage {
  key: string;
  /** Bytes. */
  size: number;
  /** ISO time. */
  lastModified: string;
  access: PackageAccess;
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

/** A manual upgrade request: its token is in the upgrade link, and later in the rollback link. */
export interface SimUpgradeRequest {
  token: string;
  /** `upgrade-lms` for a site on a shared server, `upgrade-instance` for a dedicated server. */
  action: typeof UPGRADE_LMS_ACTION | "upgrade-instance";
  region: Region;
  instanceId: string;
  /** The site's volume on a shared server (and a dedicated server's moodledata volume when known). */
  volumeId: string | null;
  deployment: Deployment;
  requestedBy: string;
  requestedAt: string;
  /**
   * pending: waits at the upgrade link; canceled: its Cancel was used; upgraded / failed: the
   * upgrade ran (cleanly / with errors; the rollback link then works); rolled-back: a rollback
   * restored the version; rollback-canceled: the rollback page's Cancel closed the rollback link.
   */
  status: "pending" | "canceled" | "upgraded" | "failed" | "rolled-back" | "rollback-canceled";
  /** The version before the upgrade, which a rollback restores; set when the upgrade starts. */
  fromVersion?: string | null;
  /** The version the upgrade installs; set when it starts. */
  toVersion?: string;
}

/** An upgrade or rollback run from a request's link: output from the clock, like SimProcess. */
export interface SimUpgradeProcess {
  kind: "upgrade" | "rollback";
  /** The outputFileId the console polls. */
  id: string;
  token: string;
  region: Region;
  requestedBy: string;
  startedAt: string;
  durationMs: number;
  fails: boolean;
  settledAt?: string;
  instanceId: string;
  instanceName: string;
  volumeId: string | null;
  domain: string;
  dbInstanceId: string;
  dbName: string;
  fromVersion: string | null;
  toVersion: string;
}

/** One LMS of a batch; the result fields fill in as the scheduler runs it. */
export interface SimBatchLms {
  instanceId: string;
  deploymentType: Deployment;
  domain: string;
  volumeId: string | null;
  client: string | null;
  name: string;
  status?: BatchStatus;
  error?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  /** Seconds. */
  duration?: number | null;
  /** How long its upgrade takes once started (ms), fixed when the batch starts. */
  plannedMs?: number;
  fromVersion?: string | null;
  toVersion?: string | null;
}

/** A scheduled upgrade batch (spec 3 §3): requested, approved, then run by the scheduler. */
export interface SimBatch {
  batchId: string;
  region: Region;
  /** The server it was requested from. */
  instanceId: string;
  /** YYYY-MM-DD, a Costa Rica day. */
  scheduledTime: string;
  requestedBy: string;
  requestedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
  status: BatchStatus;
  startTime: string | null;
  endTime: string | null;
  lmsList: SimBatchLms[];
}

export function fullName(user: SimUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
