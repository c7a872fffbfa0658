// Pre-flight facts: before a stop, reboot, size change, root-volume resize or manual
// upgrade, the confirmation says what the action will disrupt — who is on the server's sites
// right now, whether a backup ran in the last 24 hours, and on a shared server how many client
// sites it carries. Nothing here blocks: the facts are shown, and what was shown is recorded
// with the action. Plain rules, no zod: this module is in the browser's bundle.
import { siteHost } from "./lmsOperations";
import type { Region } from "./regions";

/** The most of one site list the server reads figures for (a shared server may carry dozens). */
export const PREFLIGHT_MAX_SITES = 60;
export const BACKUP_WINDOW_HOURS = 24;
/** What the trail keeps of the facts shown (the header the screens send, and the summary). */
export const PREFLIGHT_RECORD_MAX = 600;

export interface PreflightSite {
  domain: string;
  client: string;
  activeUsers: number | null;
  concurrency: number | null;
  /** read: the figures are the site's; stopped: it does not serve, so nobody is on it; unknown: it could not be read. */
  state: "read" | "stopped" | "unknown";
}

export interface PreflightFacts {
  /** The server's sites, or null when they could not be listed. */
  sites: PreflightSite[] | null;
  /** Sites left out of the figures (beyond PREFLIGHT_MAX_SITES). */
  sitesNotRead: number;
  /** The newest backup through the console in the last 24 hours (ISO), when there was one. */
  lastBackupAt: string | null;
  /** False when the audit trail could not be read: whether a backup ran is then not known. */
  backupKnown: boolean;
}

/** A figure as the upstream gives it (a number, or a number written as text), else null. */
export function figureOf(value: number | string | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** What a screen asks the facts of: where the server is (from the listed record) and what the action touches. */
export interface PreflightRequest {
  instanceId: string;
  region: Region;
  ip?: string;
  scope: PreflightScope;
}

/** The request for a listed server, or for one of its sites when `domain` is given. */
export function serverPreflight(instance: { instanceId: string; publicIpAddress?: string; deploymentType: string }, region: Region, domain?: string): PreflightRequest {
  return { instanceId: instance.instanceId, region, ip: instance.publicIpAddress || undefined, scope: { shared: instance.deploymentType === "shared", ...(domain ? { domain } : {}) } };
}

export interface PreflightScope {
  /** Only this site (a manual upgrade concerns one LMS). */
  domain?: string;
  /** A shared server: its client sites are counted. */
  shared: boolean;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function sameHost(a: string, b: string): boolean {
  return siteHost(a).toLowerCase() === siteHost(b).toLowerCase();
}

function usersLine(sites: readonly PreflightSite[] | null, single: boolean): string {
  if (sites === null) return "Active users: not known (the server's sites could not be listed).";
  if (sites.length === 0) return single ? "Active users: not known (the site is not on this server's list)." : "Active users: none (the server carries no site).";
  const read = sites.filter((s) => s.state === "read");
  const unknown = sites.filter((s) => s.state === "unknown").length;
  if (read.length === 0) {
    if (unknown === 0) return single ? "Active users: none (the site is stopped)." : "Active users: none (no site is serving).";
    return `Active users: not known (${single ? "the site" : plural(unknown, "site")} could not be read).`;
  }
  const users = read.reduce((sum, s) => sum + (s.activeUsers ?? 0), 0);
  const concurrency = read.reduce((sum, s) => sum + (s.concurrency ?? 0), 0);
  const across = single ? "" : ` across ${plural(read.length, "site")}`;
  const missing = unknown > 0 ? `; ${plural(unknown, "site")} could not be read` : "";
  return `Active users now: ${users}${across} (concurrency ${concurrency})${missing}.`;
}

function backupLine(facts: PreflightFacts, now: Date): string {
  if (!facts.backupKnown) return "Backup in the last 24 hours: not known (the activity trail could not be read).";
  if (facts.lastBackupAt === null) return "Backup in the last 24 hours: none through the console.";
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(facts.lastBackupAt)) / 60_000));
  const ago = minutes < 60 ? plural(minutes, "minute") : plural(Math.round(minutes / 60), "hour");
  return `Backup in the last 24 hours: yes, ${ago} ago (${facts.lastBackupAt.slice(11, 16)} UTC).`;
}

/** The facts in words, one line each, for the confirmation and the trail. */
export function preflightLines(facts: PreflightFacts, scope: PreflightScope, now: Date): string[] {
  const single = scope.domain !== undefined;
  const sites = facts.sites === null ? null : single ? facts.sites.filter((s) => sameHost(s.domain, scope.domain ?? "")) : facts.sites;
  const lines = [usersLine(sites, single), backupLine(facts, now)];
  if (scope.shared && facts.sites !== null) {
    const count = facts.sites.length;
    lines.push(`Shared server: it carries ${plural(count, "client site")}${single ? "" : ", all affected"}.`);
  }
  if (!single && facts.sitesNotRead > 0) lines.push(`${plural(facts.sitesNotRead, "more site")} not read.`);
  return lines;
}

function bounded(text: string): string {
  return text.length > PREFLIGHT_RECORD_MAX ? `${text.slice(0, PREFLIGHT_RECORD_MAX - 1)}…` : text;
}

/** What the trail keeps when the user confirmed before the facts were in. */
export const PREFLIGHT_PENDING = "Pre-flight facts were still being read when the action was confirmed.";

/** The lines as one record (sent with the call in the X-Console-Preflight header). */
export function preflightRecord(lines: readonly string[]): string {
  const text = lines.join(" ");
  return bounded(text);
}

/** The header as the BFF reads it: decoded, control characters gone, bounded; null when absent or unreadable. */
export function parsePreflightHeader(raw: string | null): string | null {
  if (raw === null || raw === "") return null;
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // Control characters are what is removed.
  const clean = text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  if (clean === "") return null;
  return bounded(clean);
}
