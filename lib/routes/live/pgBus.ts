// The live lists' bus across replicas (DATABASE_URL). One replica polls each topic: the one holding
// its session-level advisory lock on this process's dedicated connection. The others ask for the
// lock every couple of seconds, so when the holder dies (its connection, and with it the lock, is
// gone) another takes the poll over within seconds, diffing against the last reading kept in the
// database. Updates are stored (lib/db/liveEvents) and announced with NOTIFY carrying only their
// id (a payload is limited to 8000 bytes); every replica LISTENs and reads each one.
import "server-only";
import type { Kysely } from "kysely";
import pg from "pg";
import type { ConsoleDatabase } from "@/lib/db/schema";
import { sharedDatabase } from "@/lib/db/sharedDatabase";
import {
  announceLiveTick, lastLiveUpdateId, LIVE_CHANNEL, liveUpdatesAfter, purgeLiveUpdates, readLiveSnapshot, readLiveUpdate, storeLiveUpdate, type StoredUpdate,
} from "@/lib/db/liveEvents";
import type { LiveListName, LiveUpdate, RowChange } from "@/lib/domain/liveList";
import { logger } from "@/lib/observe/logger";
import { topicParts, type BusSink, type LiveBus } from "./bus";

/** The first key of the two-key advisory locks: "LIVE". */
const LOCK_SPACE = 0x4c495645 | 0;
const PURGE_EVERY = 100;

function toUpdate(stored: StoredUpdate): LiveUpdate {
  return { ...(stored.payload as Omit<LiveUpdate, "id">), id: stored.id };
}

/** `open` gives the database the updates are stored in (the console's shared one unless a test says). */
export function pgBus(url: string, sink: BusSink, open: () => Promise<Kysely<ConsoleDatabase>> = sharedDatabase() ?? (() => Promise.reject(new Error("no shared database")))): LiveBus {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const held = new Set<string>();
  let published = 0;
  /** Notifications are read one after another, so updates reach the browsers in order. */
  let reading: Promise<void> = Promise.resolve();

  const lost = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = null;
    held.clear();
    if (err) logger().warn({ reason: err instanceof Error ? err.message : String(err) }, "the live lists' database connection was lost; reconnecting");
  };

  const onNotification = (message: pg.Notification) => {
    const text = message.payload ?? "";
    reading = reading.then(async () => {
      if (text.startsWith("u|")) {
        const stored = await readLiveUpdate(await open(), text.slice(2));
        if (stored) sink.update(stored.topic, toUpdate(stored));
      } else if (text.startsWith("t|")) {
        const [, at, ...topic] = text.split("|");
        sink.tick(topic.join("|"), Number(at));
      }
    }).catch((err: unknown) => logger().warn({ reason: err instanceof Error ? err.message : String(err) }, "a live update could not be read from the database"));
  };

  async function connection(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url, application_name: "console-live" });
      c.on("error", (err) => lost(c, err));
      c.on("end", () => lost(c));
      c.on("notification", onNotification);
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async claim(topic) {
      const c = await connection();
      if (held.has(topic)) return true;
      const { rows } = await c.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok", [LOCK_SPACE, topic]);
      if (rows[0]?.ok) held.add(topic);
      return held.has(topic);
    },
    async release(topic) {
      if (!held.delete(topic) || !client) return;
      await client.query("SELECT pg_advisory_unlock($1, hashtext($2))", [LOCK_SPACE, topic]);
    },
    async snapshot(topic) {
      return readLiveSnapshot(await open(), topic);
    },
    async publish(topic, changes: RowChange<unknown>[], rows, at) {
      const db = await open();
      const { list, region } = topicParts(topic);
      const payload = changes.length > 0 ? { list: list as LiveListName, region, at, changes } : null;
      await storeLiveUpdate(db, topic, rows, payload);
      if (payload && ++published % PURGE_EVERY === 0) await purgeLiveUpdates(db).catch(() => undefined);
    },
    async tick(topic, at) {
      await announceLiveTick(await open(), topic, at);
    },
    async replay(topic, lastId) {
      const stored = await liveUpdatesAfter(await open(), topic, lastId);
      return stored ? stored.map(toUpdate) : null;
    },
    async lastId(topic) {
      return lastLiveUpdateId(await open(), topic);
    },
    async close() {
      const c = client;
      client = null;
      held.clear();
      await c?.end().catch(() => undefined);
    },
  };
}
