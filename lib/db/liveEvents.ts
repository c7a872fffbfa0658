// The live lists' updates and last readings in the console's database (with DATABASE_URL): the
// polling replica writes them, every replica reads an update when its NOTIFY arrives, and a
// browser reconnecting with Last-Event-ID is sent what came after its last one while it is kept
// (KEEP_MINUTES).
import { sql, type Kysely } from "kysely";
import type { ConsoleDatabase } from "./schema";

type Db = Kysely<ConsoleDatabase>;

export const LIVE_CHANNEL = "console_live";
const KEEP_MINUTES = 15;

export interface StoredUpdate {
  id: string;
  topic: string;
  payload: unknown;
}

/** Keeps `rows` as the topic's last reading and, with changes, stores the update and announces it
 * on LIVE_CHANNEL ("u|<id>"); returns the update's id, or null without changes. */
export async function storeLiveUpdate(db: Db, topic: string, rows: readonly unknown[], payload: unknown | null): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto("live_snapshot")
      .values({ topic, rows: JSON.stringify(rows), updated_at: new Date() })
      .onConflict((oc) => oc.column("topic").doUpdateSet({ rows: JSON.stringify(rows), updated_at: new Date() }))
      .execute();
    if (payload === null) return null;
    const row = await trx.insertInto("live_event").values({ topic, payload: JSON.stringify(payload) }).returning("id").executeTakeFirstOrThrow();
    await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${`u|${row.id}`})`.execute(trx);
    return String(row.id);
  });
}

/** Announces that the topic's list was read at `at` ("t|<at>|<topic>"). */
export async function announceLiveTick(db: Db, topic: string, at: number): Promise<void> {
  await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${`t|${at}|${topic}`})`.execute(db);
}

export async function readLiveUpdate(db: Db, id: string): Promise<StoredUpdate | null> {
  const row = await db.selectFrom("live_event").select(["id", "topic", "payload"]).where("id", "=", id).executeTakeFirst();
  return row ? { id: String(row.id), topic: row.topic, payload: row.payload } : null;
}

/** The topic's updates after `lastId`, oldest first; null when `lastId` is no longer kept. */
export async function liveUpdatesAfter(db: Db, topic: string, lastId: string): Promise<StoredUpdate[] | null> {
  if (!/^[0-9]{1,18}$/.test(lastId)) return null;
  const known = await db.selectFrom("live_event").select("id").where("topic", "=", topic).where("id", "=", lastId).executeTakeFirst();
  if (!known) return null;
  const rows = await db.selectFrom("live_event").select(["id", "topic", "payload"]).where("topic", "=", topic).where("id", ">", lastId).orderBy("id").limit(500).execute();
  return rows.map((r) => ({ id: String(r.id), topic: r.topic, payload: r.payload }));
}

export async function lastLiveUpdateId(db: Db, topic: string): Promise<string | null> {
  const row = await db.selectFrom("live_event").select((eb) => eb.fn.max("id").as("id")).where("topic", "=", topic).executeTakeFirst();
  return row?.id ? String(row.id) : null;
}

export async function readLiveSnapshot(db: Db, topic: string): Promise<unknown[] | null> {
  const row = await db.selectFrom("live_snapshot").select("rows").where("topic", "=", topic).executeTakeFirst();
  return Array.isArray(row?.rows) ? (row.rows as unknown[]) : null;
}

/** Drops updates older than the kept window. */
export async function purgeLiveUpdates(db: Db): Promise<void> {
  await db.deleteFrom("live_event").where("created_at", "<", sql<Date>`now() - make_interval(mins => ${KEEP_MINUTES})`).execute();
}
