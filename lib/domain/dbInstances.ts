// Database servers (spec 2 §2.10, §3, §4, §5, §8): which of Start, Stop and Reboot a state
// allows, where each leads (the list follows the server until it gets there), the usage
// figure (storage minus free), the search over the RDS list, snapshots newest first, and
// the screens' messages. The motive is the instances' rule (motive.ts).
import type { DbInstance, DbSnapshot } from "@/lib/contract/schemas/database";
import { powerLabel, type PowerAction } from "./powerActions";

/** What the upstream reports (AWS RDS's states that a console action or the daily backup leads through). */
export const DB_STATES = ["available", "stopped", "starting", "stopping", "rebooting", "backing-up"] as const;
export type DbState = (typeof DB_STATES)[number];

export function dbTargetState(action: PowerAction): "available" | "stopped" {
  return action === "stop" ? "stopped" : "available";
}

// RDS refuses a stop or reboot unless the server is available, and a start unless it is stopped.
const ALLOWED_FROM: Record<PowerAction, readonly DbState[]> = {
  start: ["stopped"],
  stop: ["available"],
  reboot: ["available"],
};

/** Whether the action may be offered for the state shown; a state this console does not know
 * offers everything, and the upstream decides. */
export function dbActionOffered(action: PowerAction, state: string | undefined): boolean {
  const known: readonly string[] = DB_STATES;
  const allowed: readonly string[] = ALLOWED_FROM[action];
  return state === undefined || !known.includes(state) || allowed.includes(state);
}

/** Only available servers are asked for their free storage (spec 2 §4). */
export function needsUsageLookup(server: Pick<DbInstance, "state">): boolean {
  return server.state === "available";
}

/** Used storage in GiB (storage minus free, never below zero), to two decimals. */
export function usedStorageGiB(storageGiB: number, freeStorageGiB: number): number {
  return Math.round(Math.max(0, storageGiB - freeStorageGiB) * 100) / 100;
}

export function formatGiB(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(2)} GiB`;
}

/** "MySQL 8.0.39", "MariaDB 10.11.9", "PostgreSQL 16.4"; another engine as the upstream names it. */
export function engineLabel(engine: string, version: string): string {
  const names: Record<string, string> = { mysql: "MySQL", mariadb: "MariaDB", postgres: "PostgreSQL", "aurora-mysql": "Aurora MySQL", "aurora-postgresql": "Aurora PostgreSQL" };
  return `${names[engine] ?? engine} ${version}`.trim();
}

// Never part of a field, so a query cannot match across two fields.
const SEPARATOR = "\u0000";

function haystack(d: DbInstance): string {
  return [d.dbInstanceId, d.dbInstanceClass, d.state, engineLabel(d.engine, d.engineVersion), d.engine, d.deployment].join(SEPARATOR).toLowerCase();
}

/** A filter over the RDS list: case-insensitive substring of name, type, state, engine (as shown
 * and as sent) and deployment. A blank query returns the list itself; the order is kept. */
export function createDbInstanceFilter(servers: readonly DbInstance[]): (query: string) => DbInstance[] {
  const haystacks = servers.map(haystack);
  return (query) => {
    const needle = query.trim().toLowerCase();
    if (needle === "") return servers as DbInstance[];
    if (needle.includes(SEPARATOR)) return [];
    return servers.filter((_, k) => haystacks[k].includes(needle));
  };
}

/** Newest first; a date that does not parse goes last, keeping the upstream's order among those. */
export function snapshotsNewestFirst(snapshots: readonly DbSnapshot[]): DbSnapshot[] {
  const time = (s: DbSnapshot) => {
    const t = Date.parse(s.dbSnapshotDate);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...snapshots].sort((a, b) => time(b) - time(a));
}

export const DB_MESSAGES = {
  listFailed: "Oops! Unable to get DB instances.",
  success: (action: PowerAction) => `The operation ${action} was executed successfully.`,
  confirmTitle: (action: PowerAction) => `${powerLabel(action)} DB instance`,
  confirm: (action: PowerAction, id: string) =>
    `${powerLabel(action)} ${id}? The sites whose databases it holds are unavailable while it changes state.`,
  snapshotsFailed: "An error has occurred. Failed to load DB Snapshots.",
  databasesFailed: "An error has occurred. Failed to load databases list from dbinstance.",
  noSnapshots: "This DB instance has no snapshots.",
  noDatabases: "This DB instance holds no databases.",
  sharedOnly: "The databases list is for shared DB instances: a dedicated one holds its site's database only.",
} as const;
