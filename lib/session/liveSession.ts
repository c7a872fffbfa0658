// The server's word on whether a session is still live. Every sign-in's id (the cookie's `sid`)
// is recorded in the console's database (lib/db/consoleSessions; in memory when the console keeps
// no database); sign-out, the user's deletion and a demotion end it there, and a session unused
// for IDLE_MINUTES or older than its twelve hours is over too. Every route asks here before it
// trusts a cookie, so a copy of an ended session's cookie opens nothing. The row also keeps when
// the session last gave a fresh two-factor code (lib/auth/stepUp), which a cookie can lose.
// Cost: a process remembers a session it found live for LIVE_CACHE_MS, so a burst of calls reads
// the store once; a revocation elsewhere (another replica) is seen within that bound. The time of
// the last request is written at most every touchEveryMs() per session.
import "server-only";
import { config } from "@/lib/config";
import { ROLES, roleAtLeast, isRole, type Role } from "@/lib/contract/types";
import { databaseConfig } from "@/lib/db/config";
import {
  insertConsoleSession,
  purgeConsoleSessions,
  readConsoleSession,
  revokeConsoleSession,
  revokeConsoleSessionsOf,
  setConsoleSessionRole,
  stampConsoleSessionStepUp,
  touchConsoleSession,
  type ConsoleSessionRow,
} from "@/lib/db/consoleSessions";
import { consoleDatabase } from "@/lib/db/processDatabase";
import { processSingleton } from "@/lib/process/singleton";
import { SESSION_MAX_AGE_SECONDS } from "./config";

/** How long a session found live is believed without reading the store again: the bound on how
 * late a revocation made by another replica takes effect here. */
export const LIVE_CACHE_MS = 2_000;
/** The time of the last request is written at most this often (less when IDLE_MINUTES is short). */
const MAX_TOUCH_EVERY_MS = 30_000;
const MAX_CACHED = 10_000;
const DAY_MS = 86_400_000;

/** Why the server ended a session. */
export type SessionEndReason = "signOut" | "deleted" | "demoted";

/** What the store says of a sid. */
export type SessionVerdict = "live" | "unknown" | "revoked" | "idle" | "expired";

interface SessionStore {
  insert(row: { sid: string; username: string; role: string | null; now: number }): Promise<void>;
  read(sid: string): Promise<ConsoleSessionRow | null>;
  touch(sid: string, now: number): Promise<void>;
  setRole(sid: string, role: string): Promise<void>;
  stampStepUp(sid: string, at: number): Promise<void>;
  revoke(sid: string, reason: SessionEndReason, now: number): Promise<void>;
  revokeUser(username: string, reason: SessionEndReason, now: number, roles?: readonly string[]): Promise<string[]>;
}

/** The console's database, shared by replicas with DATABASE_URL; old rows purged daily. */
function databaseStore(): SessionStore {
  const database = consoleDatabase();
  database.purgeDaily("console-session", { label: "console session", run: (db) => purgeConsoleSessions(db, Date.now() - DAY_MS) });
  const db = () => database.open();
  return {
    insert: async (row) => insertConsoleSession(await db(), row),
    read: async (sid) => readConsoleSession(await db(), sid),
    touch: async (sid, now) => touchConsoleSession(await db(), sid, now),
    setRole: async (sid, role) => setConsoleSessionRole(await db(), sid, role),
    stampStepUp: async (sid, at) => stampConsoleSessionStepUp(await db(), sid, at),
    revoke: async (sid, reason, now) => revokeConsoleSession(await db(), sid, reason, now),
    revokeUser: async (username, reason, now, roles) => revokeConsoleSessionsOf(await db(), username, reason, now, roles),
  };
}

/** A console without a database (AUDIT_TRAIL=off) keeps its sessions in memory: one process,
 * and a restart ends every session. */
function memoryStore(): SessionStore {
  const rows = new Map<string, ConsoleSessionRow>();
  const forgetOld = (now: number) => {
    for (const [sid, row] of rows) if (now - row.lastSeenAt > DAY_MS) rows.delete(sid);
  };
  return {
    async insert({ sid, username, role, now }) {
      if (rows.size >= MAX_CACHED) forgetOld(now);
      if (!rows.has(sid)) rows.set(sid, { sid, username, role, createdAt: now, lastSeenAt: now, revokedAt: null, stepUpAt: null });
    },
    async read(sid) {
      const row = rows.get(sid);
      return row ? { ...row } : null;
    },
    async touch(sid, now) {
      const row = rows.get(sid);
      if (row && row.revokedAt === null && row.lastSeenAt < now) row.lastSeenAt = now;
    },
    async setRole(sid, role) {
      const row = rows.get(sid);
      if (row) row.role = role;
    },
    async stampStepUp(sid, at) {
      const row = rows.get(sid);
      if (row && (row.stepUpAt === null || row.stepUpAt < at)) row.stepUpAt = at;
    },
    async revoke(sid, _reason, now) {
      const row = rows.get(sid);
      if (row && row.revokedAt === null) row.revokedAt = now;
    },
    async revokeUser(username, _reason, now, roles) {
      const ended: string[] = [];
      for (const row of rows.values()) {
        if (row.username !== username || row.revokedAt !== null) continue;
        if (roles && (row.role === null || !roles.includes(row.role))) continue;
        row.revokedAt = now;
        ended.push(row.sid);
      }
      return ended;
    },
  };
}

interface LiveSessions {
  store: SessionStore;
  /** sid → when it was last found live in the store. */
  checked: Map<string, number>;
}

/** One per process (lib/process): the store is chosen once, as the database handle is. */
function liveSessions(): LiveSessions {
  return processSingleton("live-sessions", () => ({ store: databaseConfig().enabled ? databaseStore() : memoryStore(), checked: new Map<string, number>() }));
}

/** IDLE_MINUTES in ms: a session with no request for this long is over. */
export function idleLimitMs(): number {
  return config().auth.idleMinutes * 60_000;
}

/** How often a live session's last request is written: 30 s, or a tenth of the idle limit when shorter. */
export function touchEveryMs(): number {
  return Math.min(MAX_TOUCH_EVERY_MS, Math.floor(idleLimitMs() / 10));
}

/** The verdict on a stored session at `now`. The last request may be up to touchEveryMs() later
 * than the stored time, so the idle end comes between IDLE_MINUTES and IDLE_MINUTES plus that
 * interval after the last request: never before. */
export function judgeSession(row: ConsoleSessionRow | null, now: number): SessionVerdict {
  if (!row) return "unknown";
  if (row.revokedAt !== null) return "revoked";
  if (now - row.createdAt >= SESSION_MAX_AGE_SECONDS * 1000) return "expired";
  if (now - row.lastSeenAt > idleLimitMs() + touchEveryMs()) return "idle";
  return "live";
}

function remember(checked: Map<string, number>, sid: string, now: number): void {
  checked.delete(sid);
  if (checked.size >= MAX_CACHED) checked.delete(checked.keys().next().value as string);
  checked.set(sid, now);
}

/** Records a new sign-in; from now on its cookie is live until the server ends it. */
export async function recordSession(session: { sid: string; username: string; role: unknown }, now: number = Date.now()): Promise<void> {
  const { store, checked } = liveSessions();
  await store.insert({ sid: session.sid, username: session.username, role: isRole(session.role) ? session.role : null, now });
  remember(checked, session.sid, now);
}

/**
 * Whether the session `sid` is still live: recorded, not ended by sign-out, deletion or demotion,
 * used within IDLE_MINUTES and younger than its twelve hours. Counts as a request of the session
 * (the idle time starts again). Other code (a live stream, a long task) asks it to stop serving
 * an ended session: a revocation is seen within LIVE_CACHE_MS on every replica. A store that
 * cannot be read throws: the caller refuses the request without ending the session.
 */
export async function sessionIsLive(sid: unknown, now: number = Date.now()): Promise<boolean> {
  if (typeof sid !== "string" || sid === "") return false;
  const { store, checked } = liveSessions();
  const at = checked.get(sid);
  if (at !== undefined && at <= now && now - at < LIVE_CACHE_MS) return true;
  const row = await store.read(sid);
  if (judgeSession(row, now) !== "live") {
    checked.delete(sid);
    return false;
  }
  if (now - row!.lastSeenAt >= touchEveryMs()) await store.touch(sid, now);
  remember(checked, sid, now);
  return true;
}

/** Ends one session (sign-out). */
export async function endSession(sid: unknown, reason: SessionEndReason): Promise<void> {
  if (typeof sid !== "string" || sid === "") return;
  const { store, checked } = liveSessions();
  checked.delete(sid);
  await store.revoke(sid, reason, Date.now());
}

/** Ends every session of `username`, or with `above` only those signed in with a role above it
 * (a demotion to `above`). */
export async function endSessionsOf(username: string, reason: SessionEndReason, above?: Role): Promise<void> {
  const { store, checked } = liveSessions();
  const roles = above === undefined ? undefined : ROLES.filter((role) => role !== above && roleAtLeast(role, above));
  for (const sid of await store.revokeUser(username, reason, Date.now(), roles)) checked.delete(sid);
}

/** The session's role was read again and found higher: later demotions are judged from it. */
export async function noteSessionRole(sid: string, role: Role): Promise<void> {
  await liveSessions().store.setRole(sid, role);
}

/** The session gave a fresh two-factor code at `at` (POST /api/step-up): every copy of its
 * cookie counts it, on every replica, whatever response rewrote the cookie since. */
export async function recordStepUp(sid: unknown, at: number): Promise<void> {
  if (typeof sid !== "string" || sid === "") return;
  await liveSessions().store.stampStepUp(sid, at);
}

/** When the session last gave a fresh code at POST /api/step-up, read from the store (not the
 * cache: asked only by the destructive calls whose cookie has no recent code), or null. */
export async function recordedStepUp(sid: unknown): Promise<number | null> {
  if (typeof sid !== "string" || sid === "") return null;
  return (await liveSessions().store.read(sid))?.stepUpAt ?? null;
}
