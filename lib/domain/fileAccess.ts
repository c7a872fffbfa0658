// File access (spec 1 §2, §4, §5): which entries the user changed, what the explorer shows,
// and the breadcrumb from the site root. A change is kept as the entry with its new flag;
// flipping it back removes it, so "something differs from the server" is "any change kept".
export interface FileAccessItem {
  name: string;
  path: string;
  type: "directory" | "file";
  blocked: boolean;
}

export type FileAccessChanges = ReadonlyMap<string, FileAccessItem>;

export const FILE_ACCESS_MESSAGES = {
  empty: "No files or folders in this directory",
  noChanges: "No changes to update",
  updated: "Access updated successfully",
} as const;

/** Flips an entry as the server listed it: a first flip records the change, a second undoes it. */
export function toggleEntry(changes: FileAccessChanges, fromServer: FileAccessItem): FileAccessChanges {
  const next = new Map(changes);
  if (next.has(fromServer.path)) next.delete(fromServer.path);
  else next.set(fromServer.path, { ...fromServer, blocked: !fromServer.blocked });
  return next;
}

/** The flag the explorer shows: the user's change if any, else the server's. */
export function shownBlocked(changes: FileAccessChanges, fromServer: FileAccessItem): boolean {
  return changes.get(fromServer.path)?.blocked ?? fromServer.blocked;
}

/** Only the changed entries are sent (spec 1 §4). */
export function changedEntries(changes: FileAccessChanges): FileAccessItem[] {
  return [...changes.values()];
}

export interface Crumb {
  label: string;
  /** Relative to the site root; "" is the root. */
  path: string;
}

export function breadcrumb(path: string): Crumb[] {
  const parts = path.split("/").filter(Boolean);
  return [{ label: "root", path: "" }, ...parts.map((label, i) => ({ label, path: parts.slice(0, i + 1).join("/") }))];
}
