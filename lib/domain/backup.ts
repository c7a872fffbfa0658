// What the Backup section of the actions modal says (spec 1 §8, spec 2 §8).
export const BACKUP_MESSAGES = {
  explain: (name: string) => `Back up ${name}: the server's data for the backup is gathered first, then the backup process begins.`,
  started: "All the necessary data for the backup process have been obtained. The backup process will begin.",
  noDomain: (name: string) => `${name} has no domain in the list, so its LMS data cannot be gathered for a backup.`,
} as const;
