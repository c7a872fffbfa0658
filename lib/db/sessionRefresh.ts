// A session's token refresh coordinated through the console's database. A transaction-scoped
// advisory lock per session makes the replicas take turns: the first to hold it refreshes and
// writes the new token, sealed; the others, holding it after, find that token and use it instead of
// refreshing again.
import { sql, type Kysely, type Transaction } from "kysely";
import type { ConsoleDatabase } from "./schema";

type Db = Kysely<ConsoleDatabase>;

export interface SessionRefreshRow {
  tokenSealed: string | null;
  ended: boolean;
}

/** Runs `work` holding the session's refresh lock (released when the transaction ends). */
export function withRefreshLock<T>(db: Db, sid: string, work: (trx: Transaction<ConsoleDatabase>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`session-refresh:${sid}`}))`.execute(trx);
    return work(trx);
  });
}

export async function readSessionRefresh(db: Kysely<ConsoleDatabase>, sid: string): Promise<SessionRefreshRow | null> {
  const row = await db.selectFrom("session_refresh").select(["token_sealed", "ended"]).where("sid", "=", sid).executeTakeFirst();
  return row ? { tokenSealed: row.token_sealed, ended: row.ended } : null;
}

export async function writeSessionRefresh(db: Kysely<ConsoleDatabase>, sid: string, row: SessionRefreshRow): Promise<void> {
  await db
    .insertInto("session_refresh")
    .values({ sid, token_sealed: row.tokenSealed, ended: row.ended })
    .onConflict((oc) => oc.column("sid").doUpdateSet({ token_sealed: row.tokenSealed, ended: row.ended, updated_at: sql`now()` }))
    .execute();
}

/** Forgets sessions untouched for longer than any session lives. */
export async function purgeSessionRefresh(db: Db, olderThan: Date): Promise<void> {
  await db.deleteFrom("session_refresh").where("updated_at", "<", olderThan).execute();
}

/** Forgets one session (sign-out). */
export async function deleteSessionRefresh(db: Db, sid: string): Promise<void> {
  await db.deleteFrom("session_refresh").where("sid", "=", sid).execute();
}
