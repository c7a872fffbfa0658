// The attempt limiter's counts in the console's database: shared by every replica when DATABASE_URL
// is set. Each change is one statement, so two replicas counting the same account at once cannot
// lose a failure: the INSERT … ON CONFLICT DO UPDATE holds the row while it adds to it.
import { sql, type Kysely } from "kysely";
import type { ConsoleDatabase } from "./schema";

type Db = Kysely<ConsoleDatabase>;

/** The latest lock among `keys` (0 when none is locked). */
export async function lockedUntil(db: Db, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const row = await db
    .selectFrom("attempt_bucket")
    .select(sql<string | null>`max(locked_until)`.as("until"))
    .where("key", "in", [...keys])
    .executeTakeFirst();
  return Number(row?.until ?? 0);
}

/** Counts a failure for `key` at `now`: failures older than the window are dropped, and the one
 * that reaches `limit` locks the key until `now + lockMs` and starts the count again. True when
 * this failure set the lock. */
export async function recordFailure(db: Db, key: string, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
  const lockAt = now + lockMs;
  // The row's failures still within the window (a handful at most: the count starts again at the limit).
  const recent = sql`ARRAY(SELECT f FROM unnest(b.failures) f WHERE f > ${now - windowMs}::bigint)`;
  const reachesLimit = sql`cardinality(${recent}) + 1 >= ${limit}::int`;
  const { rows } = await sql<{ locked_until: string | number | bigint }>`
    INSERT INTO attempt_bucket AS b (key, failures, locked_until)
    VALUES (${key}, CASE WHEN ${limit}::int <= 1 THEN '{}'::bigint[] ELSE ARRAY[${now}::bigint] END,
            CASE WHEN ${limit}::int <= 1 THEN ${lockAt}::bigint ELSE 0 END)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${reachesLimit} THEN '{}'::bigint[] ELSE ${recent} || ${now}::bigint END,
      locked_until = CASE WHEN ${reachesLimit} THEN ${lockAt}::bigint ELSE b.locked_until END
    RETURNING locked_until
  `.execute(db);
  return rows.length > 0 && Number(rows[0].locked_until) === lockAt;
}

/** Forgets `key`'s count unless it is locked (a success does not lift a lock). */
export async function clearUnlessLocked(db: Db, key: string, now: number): Promise<void> {
  await db.deleteFrom("attempt_bucket").where("key", "=", key).where(sql<boolean>`locked_until <= ${now}::bigint`).execute();
}

/** Keeps the table small: rows with no lock and nothing within the window go. */
export async function purgeAttempts(db: Db, now: number, windowMs: number): Promise<void> {
  await sql`DELETE FROM attempt_bucket WHERE locked_until <= ${now}::bigint AND NOT EXISTS (SELECT 1 FROM unnest(failures) f WHERE f > ${now - windowMs}::bigint)`.execute(db);
}
