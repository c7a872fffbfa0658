// Backups (spec 1 §2, §3, §7, §8, spec 2 §3, §7, §8): the Backup section of the actions modal
// backs up a dedicated server with what GET /server-info says of it; a volume row backs up
// one LMS with what GET /lms-info says of that site. Either answer's `instanceData` is sent
// to POST /backup as is.
export const BACKUP_MESSAGES = {
  explain: (name: string) => `Back up ${name}: the server's data for the backup is gathered first, then the backup process begins.`,
  started: "All the necessary data for the backup process have been obtained. The backup process will begin.",
  /** The fallback when the server's (or the LMS's) information cannot be read (spec 1 §8, spec 2 §8). */
  infoFailed: "An error has occurred. Failed to load servers information.",
} as const;

/** Where a backup's `instanceData` comes from: the whole server, or one site on it. */
export type BackupSource = { kind: "server" } | { kind: "lms"; domain: string };

/** A failed information read: the server's message when it gave one, else the spec's fallback. */
export function backupInfoFailure(serverMessage: string | null | undefined): string {
  const message = serverMessage?.trim();
  return message ? message : BACKUP_MESSAGES.infoFailed;
}

/** The question asked before backing up one LMS from its volume row. */
export function lmsBackupConfirmation(client: string, host: string, instanceName: string) {
  return {
    title: "Back up LMS",
    message: `Back up ${client || "the LMS"} (${host}) on ${instanceName}? Its data is gathered first, then the backup process begins; the download link arrives by e-mail.`,
    confirmLabel: "Back up",
    danger: false,
  };
}

/** The backup download page (spec 2 §2.6, §8). */
export const BACKUP_DOWNLOAD_MESSAGES = {
  loading: "Getting the backup's download link…",
  started: "The download has started. If it did not:",
  failed: "Something went wrong during the process.",
} as const;
