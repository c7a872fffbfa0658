// The state's later additions (outbox, deletion requests, backups): created on first use,
// so a state file saved before they existed loads unchanged and gains them when needed.
import type { SimBackupJob, SimDeletionRequest, SimMail, SimState } from "./state/types";

export function outboxOf(state: SimState): SimMail[] {
  return (state.outbox ??= []);
}

export function deletionRequestsOf(state: SimState): SimDeletionRequest[] {
  return (state.deletionRequests ??= []);
}

export function backupsOf(state: SimState): SimBackupJob[] {
  return (state.backups ??= []);
}
