// The attempt limiter's counts in the console's database: shared by every replica when DATABASE_URL
// is set. Each change is one statement, so two replicas counting the same account at once cannot
// lose an attempt nor both take the last one: the INSERT … ON CONFLICT DO UPDATE holds the row
// while it reads and changes it.
// A row's `failures` holds the attempts within the window (lib/security/attemptStore): a finished
// failure as its time, an attempt still with the upstream (a reservation) as its time negated.
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { ConsoleDatabase } from "./schema";

type Db = Kysely<ConsoleDatabase>;

/** The row's attempts still within the window ending at `now`. */
function recent(now: number, windowMs: number): RawBuilder<unknown> {
  return sql`ARRAY(SELECT f FROM unnest(b.failures) f WHERE abs(f) > ${now - windowMs}::bigint)`;
}

/** `array` (a column or a parenthesised expression) without one occurrence of `value`. */
function withoutOne(array: RawBuilder<unknown>, value: number): RawBuilder<unknown> {
  return sql`(SELECT CASE WHEN p IS NULL THEN a ELSE a[1:p - 1] || a[p + 1:] END FROM (SELECT ${array} AS a, array_position(${array}, ${value}::bigint) AS p) x)`;
}

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

/** Counts an attempt at `now` before it is made: refused (false) when the key is locked or its
 * failures and reservations within the window already reach `limit`. The reservation's token is `now`. */
export async function reserveAttempt(db: Db, key: string, limit: number, now: number, windowMs: number): Promise<boolean> {
  const attempts = recent(now, windowMs);
  const { rows } = await sql<{ key: string }>`
    INSERT INTO attempt_bucket AS b (key, failures, locked_until)
    SELECT ${key}, ARRAY[${-now}::bigint], 0 WHERE ${limit}::int >= 1
    ON CONFLICT (key) DO UPDATE SET failures = ${attempts} || ${-now}::bigint
      WHERE b.locked_until <= ${now}::bigint AND cardinality(${attempts}) < ${limit}::int
    RETURNING key
  `.execute(db);
  return rows.length > 0;
}

/** The attempt reserved with `token` failed: it becomes a failure at its time, and the failure that
 * reaches `limit` locks the key until `now + lockMs` (and starts the count again, reservations
 * aside). Without a reservation (the row was cleared meanwhile) it is counted as a new failure.
 * True when this failure set the lock. */
export async function confirmFailure(db: Db, key: string, token: number, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
  const lockAt = now + lockMs;
  const { rows } = await sql<{ locked_until: string | number | bigint }>`
    INSERT INTO attempt_bucket AS b (key, failures, locked_until)
    VALUES (${key}, CASE WHEN ${limit}::int <= 1 THEN '{}'::bigint[] ELSE ARRAY[${token}::bigint] END,
            CASE WHEN ${limit}::int <= 1 THEN ${lockAt}::bigint ELSE 0 END)
    ON CONFLICT (key) DO UPDATE SET (failures, locked_until) = (
      SELECT CASE WHEN locks THEN ARRAY(SELECT f FROM unnest(rest) f WHERE f < 0) ELSE rest || ${token}::bigint END,
             CASE WHEN locks THEN ${lockAt}::bigint ELSE b.locked_until END
      FROM (
        SELECT rest, b.locked_until <= ${now}::bigint AND (SELECT count(*) FROM unnest(rest) f WHERE f > 0) + 1 >= ${limit}::int AS locks
        FROM (SELECT ${withoutOne(recent(now, windowMs), -token)} AS rest) r
      ) d
    )
    RETURNING locked_until
  `.execute(db);
  return rows.length > 0 && Number(rows[0].locked_until) === lockAt;
}

/** The attempt reserved with `token` did not fail: it stops counting. */
export async function releaseAttempt(db: Db, key: string, token: number): Promise<void> {
  await sql`UPDATE attempt_bucket AS b SET failures = ${withoutOne(sql`b.failures`, -token)} WHERE b.key = ${key}`.execute(db);
}

/** Counts a failure for `key` at `now` that was not reserved (see confirmFailure). */
export async function recordFailure(db: Db, key: string, limit: number, now: number, windowMs: number, lockMs: number): Promise<boolean> {
  return confirmFailure(db, key, now, limit, now, windowMs, lockMs);
}

/** Forgets `key`'s failures unless it is locked (a success does not lift a lock); attempts still
 * with the upstream stay counted. */
export async function clearUnlessLocked(db: Db, key: string, now: number): Promise<void> {
  await sql`UPDATE attempt_bucket AS b SET failures = ARRAY(SELECT f FROM unnest(b.failures) f WHERE f < 0) WHERE b.key = ${key} AND b.locked_until <= ${now}::bigint`.execute(db);
}

/** Keeps the table small: rows with no lock and nothing within the window go. */
export async function purgeAttempts(db: Db, now: number, windowMs: number): Promise<void> {
  await sql`DELETE FROM attempt_bucket WHERE locked_until <= ${now}::bigint AND NOT EXISTS (SELECT 1 FROM unnest(failures) f WHERE abs(f) > ${now - windowMs}::bigint)`.execute(db);
}
