// The live lists across replicas on a real PostgreSQL server: two hubs (two replicas) with a
// watcher each read the list once per round between them, both watchers get each change (NOTIFY,
// then the stored update), and when the polling one goes its advisory lock goes with its
// connection: the other takes the poll over and diffs against the stored last reading, so a
// change made meanwhile still arrives.
import { AuditStore } from "@/lib/audit/store";
import type { LiveUpdate } from "@/lib/domain/liveList";
import { topicOf } from "@/lib/routes/live/bus";
import { LiveHub, type ListReader, type Watcher } from "@/lib/routes/live/hub";
import { pgBus } from "@/lib/routes/live/pgBus";
import { startPgCluster, type PgCluster } from "../audit/pgCluster";

const TOPIC = topicOf("instances", "eu-central-1");
type Row = { instanceId: string; state: string };

function watcher(sid: string) {
  const frames: string[] = [];
  const creds = { sid, accessToken: "t", refreshToken: null };
  const w: Watcher & { frames: string[] } = { sid, creds, frames, check: async () => creds, send: (f) => frames.push(f), close: (f) => void (f && frames.push(f)) };
  return w;
}

const states = (w: { frames: string[] }) =>
  w.frames.filter((f) => f.includes("event: changes")).flatMap((f) => (JSON.parse(f.split("data: ")[1]) as LiveUpdate).changes.map((c) => (c.op === "put" ? `${c.id}:${(c.row as Row).state}` : `-${c.id}`)));

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(check()).toBe(true);
}

describe("the live bus on PostgreSQL", () => {
  let cluster: PgCluster;
  let store: AuditStore;
  const rows: Row[] = [{ instanceId: "i-1", state: "running" }, { instanceId: "i-2", state: "running" }];
  const reads: string[] = [];
  const read: ListReader = async (_list, _region, creds) => {
    reads.push(creds.sid);
    return rows.map((r) => ({ ...r }));
  };
  const hubs: LiveHub[] = [];
  const hub = () => {
    const made = new LiveHub({ intervalMs: 3_600_000, busyIntervalMs: 3_600_000, claimRetryMs: 3_600_000, read, makeBus: (sink) => pgBus(cluster.url, sink, async () => store.db) });
    hubs.push(made);
    return made;
  };

  beforeAll(async () => {
    cluster = await startPgCluster();
    store = await AuditStore.open({ databaseUrl: cluster.url });
  }, 120_000);
  afterAll(async () => {
    for (const h of hubs) await h.stop();
    await store?.close();
    await cluster?.stop();
  });

  test("one reading per round for both replicas, every change to both, and the poll moves when its holder goes", async () => {
    const first = hub();
    const second = hub();
    const a = watcher("a");
    const b = watcher("b");
    await first.watch(TOPIC, a, null);
    await second.watch(TOPIC, b, null);
    await first.pollNow(TOPIC);
    await second.pollNow(TOPIC);
    // Both asked for the poll as they started watching: whichever asked first holds it.
    expect(first.isPolling(TOPIC)).not.toBe(second.isPolling(TOPIC));
    const [poller, other, otherWatcher] = first.isPolling(TOPIC) ? [first, second, b] : [second, first, a];
    const before = reads.length;
    for (let round = 0; round < 3; round++) {
      await first.pollNow(TOPIC);
      await second.pollNow(TOPIC);
    }
    expect(reads.length - before).toBe(3);

    rows[0].state = "stopping";
    await poller.pollNow(TOPIC);
    await eventually(() => states(a).length === 1 && states(b).length === 1);
    expect(states(otherWatcher)).toEqual(["i-1:stopping"]);

    // The holder goes; a change comes before the other takes over, and is not lost.
    await poller.stop();
    rows[0].state = "stopped";
    await other.pollNow(TOPIC);
    expect(other.isPolling(TOPIC)).toBe(true);
    await eventually(() => states(otherWatcher).length === 2);
    expect(states(otherWatcher)).toEqual(["i-1:stopping", "i-1:stopped"]);
  }, 60_000);

  test("a reconnect is sent what came after its last update, from the database", async () => {
    // A hub of its own holds the poll: the other tests' hubs are gone.
    for (const h of hubs.splice(0)) await h.stop();
    const writer = hub();
    await writer.watch(TOPIC, watcher("w"), null);
    await writer.pollNow(TOPIC);
    expect(writer.isPolling(TOPIC)).toBe(true);
    rows[1].state = "stopping";
    await writer.pollNow(TOPIC);
    const seen = (await store.db.selectFrom("live_event").select((eb) => eb.fn.max("id").as("id")).executeTakeFirstOrThrow()).id;
    rows[1].state = "stopped";
    await writer.pollNow(TOPIC);

    const c = watcher("c");
    await hub().watch(TOPIC, c, String(seen));
    expect(states(c)).toEqual(["i-2:stopped"]);
  });
});
