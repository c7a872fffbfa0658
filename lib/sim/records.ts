// The state's later additions (outbox, deletion requests, backups, processes, upgrades, batches, sign-in guard, packages): created on first use,
// so a state file saved before they existed loads unchanged and gains them when needed.
import { randomBytes } from "node:crypto";
import type { SimAuthGuard, SimBackupJob, SimBatch, SimDeletionRequest, SimMail, SimPackage, SimProcess, SimState, SimUpgradeProcess, SimUpgradeRequest } from "./state/types";

export function outboxOf(state: SimState): SimMail[] {
  return (state.outbox ??= []);
}

export function deletionRequestsOf(state: SimState): SimDeletionRequest[] {
  return (state.deletionRequests ??= []);
}

export function backupsOf(state: SimState): SimBackupJob[] {
  return (state.backups ??= []);
}

export function processesOf(state: SimState): SimProcess[] {
  return (state.processes ??= []);
}

export function upgradeRequestsOf(state: SimState): SimUpgradeRequest[] {
  return (state.upgradeRequests ??= []);
}

export function upgradeProcessesOf(state: SimState): SimUpgradeProcess[] {
  return (state.upgradeProcesses ??= []);
}

/** The batches; absent until the scheduler's first look seeds the history (machine/batchScheduler.ts). */
export function batchesOf(state: SimState): SimBatch[] {
  return (state.batches ??= []);
}

/** The key that signs backup download links. */
export function downloadSecretOf(state: SimState): string {
  return (state.downloadSecret ??= randomBytes(32).toString("hex"));
}

/** The account's guard record, created on first use. */
export function authGuardOf(state: SimState, username: string): SimAuthGuard {
  const all = (state.authGuard ??= {});
  return (all[username.toLowerCase()] ??= { failures: [], lockedUntil: null, lastCodeStep: null });
}

/** Drops the account's guard record (a deleted user): an account made later under the same
 * address starts with no failures, lock or spent codes. */
export function forgetAuthGuard(state: SimState, username: string): void {
  if (state.authGuard) delete state.authGuard[username.toLowerCase()];
}

/** The package bucket, stored whole from the first change on; `seeded` gives the catalogue it
 * starts from (machine/packages.ts), which is not stored until then. */
export function packagesOf(state: SimState, seeded: () => SimPackage[]): SimPackage[] {
  return (state.packages ??= seeded());
}
