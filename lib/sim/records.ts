// The state's later additions (outbox, deletion requests, backups, sign-in guard): created on first use,
// so a state file saved before they existed loads unchanged and gains them when needed.
import type { SimAuthGuard, SimBackupJob, SimDeletionRequest, SimMail, SimState } from "./state/types";

export function outboxOf(state: SimState): SimMail[] {
  return (state.outbox ??= []);
}

export function deletionRequestsOf(state: SimState): SimDeletionRequest[] {
  return (state.deletionRequests ??= []);
}

export function backupsOf(state: SimState): SimBackupJob[] {
  return (state.backups ??= []);
}

/** The account's guard record, created on first use. */
export function authGuardOf(state: SimState, username: string): SimAuthGuard {
  const all = (state.authGuard ??= {});
  return (all[username.toLowerCase()] ??= { failures: [], lockedUntil: null, lastCodeStep: null });
}
