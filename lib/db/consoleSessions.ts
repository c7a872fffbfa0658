// The console's sessions in its database (table console_session): one row per sign-in, read on
// requests to judge whether the session is still live, touched now and then with the time of the
// last request, stamped when it gives a fresh two-factor code, and marked when the server ends it.
// Every change is one statement.
import type { Kysely } from "kysely";
import type { ConsoleDatabase } from "./schema";

type Db = Kysely<ConsoleDatabase>;

export interface ConsoleSessionRow {
  sid: string;
  username: string;
  role: string | null;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
  stepUpAt: number | null;
}

/** Records a new sign-in (a sid seen again keeps its row: a revoked one stays revoked). */
export async function insertConsoleSession(db: Db, row: { sid: string; username: string; role: string | null; now: number }): Promise<void> {
  await db
    .insertInto("console_session")
    .values({ sid: row.sid, username: row.username, role: row.role, created_at: row.now, last_seen_at: row.now })
    .onConflict((oc) => oc.column("sid").doNothing())
    .execute();
}

export async function readConsoleSession(db: Db, sid: string): Promise<ConsoleSessionRow | null> {
  const row = await db
    .selectFrom("console_session")
    .select(["sid", "username", "role", "created_at", "last_seen_at", "revoked_at", "step_up_at"])
    .where("sid", "=", sid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    sid: row.sid,
    username: row.username,
    role: row.role,
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    stepUpAt: row.step_up_at === null ? null : Number(row.step_up_at),
  };
}

/** Notes a request at `now` (never moves the time back; a revoked row is left as it is). */
export async function touchConsoleSession(db: Db, sid: string, now: number): Promise<void> {
  await db.updateTable("console_session").set({ last_seen_at: now }).where("sid", "=", sid).where("revoked_at", "is", null).where("last_seen_at", "<", String(now)).execute();
}

/** Notes a fresh two-factor code given at `at` (never moves the stamp back). */
export async function stampConsoleSessionStepUp(db: Db, sid: string, at: number): Promise<void> {
  await db
    .updateTable("console_session")
    .set({ step_up_at: at })
    .where("sid", "=", sid)
    .where((eb) => eb.or([eb("step_up_at", "is", null), eb("step_up_at", "<", String(at))]))
    .execute();
}

export async function setConsoleSessionRole(db: Db, sid: string, role: string): Promise<void> {
  await db.updateTable("console_session").set({ role }).where("sid", "=", sid).execute();
}

/** Ends one session. */
export async function revokeConsoleSession(db: Db, sid: string, reason: string, now: number): Promise<void> {
  await db.updateTable("console_session").set({ revoked_at: now, revoked_reason: reason }).where("sid", "=", sid).where("revoked_at", "is", null).execute();
}

/** Ends a user's sessions (only those signed in with one of `roles`, when given); the sids ended. */
export async function revokeConsoleSessionsOf(db: Db, username: string, reason: string, now: number, roles?: readonly string[]): Promise<string[]> {
  if (roles && roles.length === 0) return [];
  let query = db.updateTable("console_session").set({ revoked_at: now, revoked_reason: reason }).where("username", "=", username).where("revoked_at", "is", null);
  if (roles) query = query.where("role", "in", [...roles]);
  const rows = await query.returning("sid").execute();
  return rows.map((row) => row.sid);
}

/** Forgets sessions not used since `before` (ms): they ended long ago, idle or at their age limit. */
export async function purgeConsoleSessions(db: Db, before: number): Promise<void> {
  await db.deleteFrom("console_session").where("last_seen_at", "<", String(before)).execute();
}
