// The live hub against a fake upstream: one list read per poll however many streams watch, the
// changes a reading brings sent to every stream, a stream whose session checks fail ended within
// one poll, a reader whose sign-in ended replaced by another, replays after Last-Event-ID, and the
// poller stopping with its last watcher.
import type { LiveUpdate } from "@/lib/domain/liveList";
import { SessionEndedError } from "@/lib/upstream/errors";
import type { SessionCredentials } from "@/lib/session/credentials";
import { LiveHub, type ListReader, type Watcher } from "@/lib/routes/live/hub";
import { localBus } from "@/lib/routes/live/localBus";
import { topicOf } from "@/lib/routes/live/bus";

type Row = { instanceId: string; name: string; state: string };

const TOPIC = topicOf("instances", "us-west-2");

function fakeUpstream(rows: Row[]) {
  const calls: string[] = [];
  const ended = new Set<string>();
  const read: ListReader = async (list, region, creds) => {
    calls.push(creds.sid);
    if (ended.has(creds.sid)) throw new SessionEndedError();
    return rows.map((r) => ({ ...r }));
  };
  return { rows, calls, ended, read };
}

interface TestWatcher extends Watcher {
  frames: string[];
  closed: boolean;
  allowed: boolean;
}

function watcher(sid: string): TestWatcher {
  const creds: SessionCredentials = { sid, accessToken: `token-${sid}`, refreshToken: null };
  const w: TestWatcher = {
    sid,
    creds,
    frames: [],
    closed: false,
    allowed: true,
    async check() {
      return w.allowed ? creds : null;
    },
    send(frame) {
      w.frames.push(frame);
    },
    close(frame) {
      if (frame) w.frames.push(frame);
      w.closed = true;
    },
  };
  return w;
}

/** The `changes` events a stream received. */
function updates(w: TestWatcher): LiveUpdate[] {
  return w.frames.filter((f) => f.includes("event: changes")).map((f) => JSON.parse(f.split("data: ")[1]) as LiveUpdate);
}

function hubFor(read: ListReader) {
  return new LiveHub({ intervalMs: 3_600_000, busyIntervalMs: 3_600_000, read, makeBus: localBus });
}

const fleet = (): Row[] => [
  { instanceId: "i-1", name: "alpha", state: "running" },
  { instanceId: "i-2", name: "beta", state: "running" },
];

describe("the live hub", () => {
  let hub: LiveHub;

  /** A hub over the seeded fleet with watchers "a" and "b", after its first reading. */
  async function twoWatchersAfterOneReading() {
    const upstream = fakeUpstream(fleet());
    hub = hubFor(upstream.read);
    const a = watcher("a");
    const b = watcher("b");
    await hub.watch(TOPIC, a, null);
    await hub.watch(TOPIC, b, null);
    await hub.pollNow(TOPIC);
    return { upstream, a, b };
  }

  afterEach(async () => {
    await hub.stop();
  });

  test.each([1, 50])("reads the list once per poll with %i watchers", async (count) => {
    const upstream = fakeUpstream(fleet());
    hub = hubFor(upstream.read);
    const watchers = Array.from({ length: count }, (_, i) => watcher(`s${i}`));
    for (const w of watchers) await hub.watch(TOPIC, w, null);
    await hub.pollNow(TOPIC);
    const afterFirst = upstream.calls.length;
    await hub.pollNow(TOPIC);
    await hub.pollNow(TOPIC);
    expect(upstream.calls.length - afterFirst).toBe(2);
    expect(afterFirst).toBeLessThanOrEqual(2);
  });

  test("sends a reading's changes to every watcher, in place of the row", async () => {
    const { upstream, a, b } = await twoWatchersAfterOneReading();
    upstream.rows[1].state = "stopping";
    await hub.pollNow(TOPIC);
    for (const w of [a, b]) {
      const got = updates(w);
      expect(got).toHaveLength(1);
      expect(got[0].changes).toEqual([{ op: "put", id: "i-2", row: { instanceId: "i-2", name: "beta", state: "stopping" } }]);
    }
    upstream.rows.push({ instanceId: "i-3", name: "gamma", state: "pending" });
    upstream.rows.splice(0, 1);
    await hub.pollNow(TOPIC);
    expect(updates(a)[1].changes.map((c) => `${c.op} ${c.id}`)).toEqual(["put i-3", "remove i-1"]);
  });

  test("ends a stream whose session checks refuse it at the next poll", async () => {
    const { a, b } = await twoWatchersAfterOneReading();
    a.allowed = false;
    await hub.pollNow(TOPIC);
    expect(a.closed).toBe(true);
    expect(a.frames.at(-1)).toContain('"reason":"session-ended"');
    expect(b.closed).toBe(false);
    expect(hub.watcherCount(TOPIC)).toBe(1);
  });

  test("reads with another watcher's sign-in when the reader's has ended", async () => {
    const { upstream, a, b } = await twoWatchersAfterOneReading();
    upstream.ended.add("a");
    upstream.rows[0].state = "stopped";
    await hub.pollNow(TOPIC);
    expect(a.closed).toBe(true);
    expect(updates(b)).toHaveLength(1);
    expect(upstream.calls.slice(-2)).toEqual(["a", "b"]);
  });

  test("a sign-out here ends that sign-in's streams at once", async () => {
    hub = hubFor(fakeUpstream(fleet()).read);
    const a = watcher("a");
    await hub.watch(TOPIC, a, null);
    hub.endSession("a");
    expect(a.closed).toBe(true);
    expect(a.frames.at(-1)).toContain('"reason":"signed-out"');
  });

  test("a reconnect gets what came after its last update, or is told to read the list", async () => {
    const upstream = fakeUpstream(fleet());
    hub = hubFor(upstream.read);
    const a = watcher("a");
    await hub.watch(TOPIC, a, null);
    await hub.pollNow(TOPIC);
    upstream.rows[0].state = "stopping";
    await hub.pollNow(TOPIC);
    const first = updates(a)[0].id;
    upstream.rows[0].state = "stopped";
    await hub.pollNow(TOPIC);
    const back = watcher("a");
    await hub.watch(TOPIC, back, first);
    expect(updates(back).map((u) => (u.changes[0] as { row: Row }).row.state)).toEqual(["stopped"]);
    const lost = watcher("c");
    await hub.watch(TOPIC, lost, "unknown.1");
    expect(lost.frames.some((f) => f.startsWith("event: resync"))).toBe(true);
  });

  test("stops reading once the last watcher has gone", async () => {
    const upstream = fakeUpstream(fleet());
    hub = hubFor(upstream.read);
    const stop = await hub.watch(TOPIC, watcher("a"), null);
    await hub.pollNow(TOPIC);
    stop();
    const calls = upstream.calls.length;
    await hub.pollNow(TOPIC);
    await new Promise((resolve) => setImmediate(resolve));
    expect(upstream.calls.length).toBe(calls);
    expect(hub.watcherCount()).toBe(0);
  });

  test("rounds start an interval apart, however long a reading takes", async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      const starts: number[] = [];
      // A reading of a large list: 400 ms from the call to the rows.
      const read: ListReader = async () => {
        starts.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 400));
        return fleet();
      };
      hub = new LiveHub({ intervalMs: 1_000, busyIntervalMs: 1_000, read, makeBus: localBus });
      await hub.watch(TOPIC, watcher("a"), null);
      await jest.advanceTimersByTimeAsync(3_500);
      expect(starts).toEqual([0, 1_000, 2_000, 3_000]);
      await hub.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
