// `npm run bench -- live`: the live lists against an upstream over HTTP with a fleet of
// LIVE_BENCH_FLEET (20,000) instances per region. One instance list is open in Chromium
// throughout (./livePaint.ts); with 1, 10 and 50 lists open (that page and 0, 9 or 49 event
// streams of the same list), the upstream list reads per minute (its request log over a measured
// window, scaled to a minute): flat, since one poller serves every list. With 50 open, the
// console's CPU over the window (process_cpu_seconds_total from its /metrics); then changes made
// straight at the upstream (a stop or a start of a row in the page's view), each timed from the
// call to the row's new state painted in the page, and to the `changes` event carrying it at
// each of the 49 streams. The changes are spread evenly over the poller's cycle (each made a set
// fraction of it after a reading), as changes made at any moment would be.
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import type { LogEntry } from "@/lib/sim/log";
import { signInToConsole, type CookieJar } from "./consoleSession";
import { openInstanceList, type OpenList, type ShownRow } from "./livePaint";
import { startConsole, startUpstream } from "./processes";
import { median, percentile } from "./stats";

export const LIVE_STREAMS = [1, 10, 50] as const;
const INTERVAL_SECONDS = 5;
const TRANSITION_MS = 3_000;
/** A row changed is left alone this long: its change has ended upstream and been shown. */
const ROW_REST_MS = TRANSITION_MS + 3 * INTERVAL_SECONDS * 1000;
/** A change not seen in this long is counted as missed. */
export const SAMPLE_LIMIT_MS = 4 * INTERVAL_SECONDS * 1000 + 10_000;

export interface Latency {
  median: number;
  p95: number;
  samples: number;
  /** Changes never seen within SAMPLE_LIMIT_MS. */
  missed: number;
}

export interface LiveFigures {
  fleet: number;
  intervalSeconds: number;
  /** The poller's cycle with 50 lists open, ms: the interval, then a round's own time (the
   * session checks, the reading of the list, the diff), measured between `tick` events. */
  cycleMs: number;
  /** Upstream list reads per minute, by open lists. */
  readsPerMinute: Record<number, number>;
  /** Upstream change → row painted in the open page, ms. */
  paint: Latency;
  /** Upstream change → `changes` event at each of the other 49 streams, ms. */
  event: Latency;
  /** The console's CPU with 50 lists open, in percent of one core. */
  cpuPercent: number;
}

interface Stream {
  /** Settles with the epoch ms of the first `changes` event giving row `id` a state other than
   * `from`, or null after `timeoutMs`. */
  waitFor(id: string, from: string, timeoutMs: number): Promise<number | null>;
  /** Settles at the next `tick` (a reading of the list), with its epoch ms of arrival. */
  nextTick(): Promise<number>;
  close(): void;
}

function openStream(url: string, jar: CookieJar): Promise<Stream> {
  const controller = new AbortController();
  const waiting: { id: string; from: string; resolve(at: number | null): void }[] = [];
  let ticks: ((at: number) => void)[] = [];
  const take = (block: string) => {
    const at = Date.now();
    if (block.includes("event: tick")) {
      const due = ticks;
      ticks = [];
      due.forEach((resolve) => resolve(at));
      return;
    }
    if (!block.includes("event: changes")) return;
    const data = block.split("\n").find((line) => line.startsWith("data: "))?.slice(6) ?? "{}";
    const { changes } = JSON.parse(data) as { changes: { op: string; id: string; row?: { state?: string } }[] };
    for (const change of changes) {
      for (let i = waiting.length - 1; i >= 0; i--) {
        const w = waiting[i];
        if (w.id === change.id && change.row?.state !== undefined && change.row.state !== w.from) {
          waiting.splice(i, 1);
          w.resolve(at);
        }
      }
    }
  };
  return new Promise((ready, failed) => {
    fetch(`${url}/api/live?region=us-west-2&list=instances`, { headers: { cookie: jar.header(), accept: "text/event-stream" }, signal: controller.signal })
      .then(async (res) => {
        if (res.status !== 200 || !res.body) throw new Error(`/api/live answered HTTP ${res.status}`);
        ready({
          waitFor: (id, from, timeoutMs) =>
            new Promise((resolve) => {
              const entry = { id, from, resolve };
              waiting.push(entry);
              setTimeout(() => {
                const i = waiting.indexOf(entry);
                if (i === -1) return;
                waiting.splice(i, 1);
                resolve(null);
              }, timeoutMs).unref();
            }),
          nextTick: () => new Promise((resolve) => ticks.push(resolve)),
          close: () => controller.abort(),
        });
        const decoder = new TextDecoder();
        let buffer = "";
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            take(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) failed(err);
      });
  });
}

async function upstreamLog(upstreamOrigin: string): Promise<LogEntry[]> {
  return (await (await fetch(`${upstreamOrigin}/__sim/log`)).json()) as LogEntry[];
}

async function cpuSeconds(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith("process_cpu_seconds_total"));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

async function upstreamToken(upstreamUrl: string): Promise<string> {
  const { admin } = SEED_ACCOUNT_BY_ROLE;
  const signin = await fetch(`${upstreamUrl}/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: admin.username, password: admin.password }) });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const { totp } = await import("@/lib/sim/auth/totp");
  await fetch(`${upstreamUrl}/otp/validate`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` }, body: JSON.stringify({ token: totp(admin.totpSecret, Date.now()) }) });
  return accessToken;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latencyOf(samples: (number | null)[]): Latency {
  const seen = samples.filter((s): s is number => s !== null).sort((a, b) => a - b);
  return { median: percentile(seen, 50), p95: percentile(seen, 95), samples: seen.length, missed: samples.length - seen.length };
}

/** A row of the page's view to change: running or stopped (a stop or a start applies), and not
 * changed lately; the one left alone longest. */
async function pickRow(list: OpenList, changedAt: Map<string, number>): Promise<ShownRow> {
  for (;;) {
    const now = Date.now();
    const rows = (await list.rowsInView()).filter((r) => (r.state === "running" || r.state === "stopped") && now - (changedAt.get(r.id) ?? 0) > ROW_REST_MS);
    if (rows.length > 0) return rows.sort((a, b) => (changedAt.get(a.id) ?? 0) - (changedAt.get(b.id) ?? 0))[0];
    await sleep(1_000);
  }
}

/** Changes made straight at the upstream with 50 lists open: `count` of them, the k-th made at
 * (k + ½) / count of the poller's cycle (`cycleMs`) after a reading, in a shuffled order. */
async function timeChanges(upstreamUrl: string, list: OpenList, streams: Stream[], count: number, cycleMs: number) {
  const token = await upstreamToken(upstreamUrl);
  const changedAt = new Map<string, number>();
  const paint: (number | null)[] = [];
  const event: (number | null)[] = [];
  let refused = 0;
  for (let i = 0; i < count; i++) {
    // 7 is coprime with any count not a multiple of 7: every fraction of the cycle once.
    const offset = ((((i * 7) % count) + 0.5) / count) * cycleMs;
    const row = await pickRow(list, changedAt);
    const shown = await list.watch(row.id, row.state, SAMPLE_LIMIT_MS + cycleMs);
    const arrivals = streams.map((s) => s.waitFor(row.id, row.state, SAMPLE_LIMIT_MS + cycleMs));
    await streams[0].nextTick();
    await sleep(offset);
    const action = row.state === "running" ? "stop" : "start";
    const sent = Date.now();
    changedAt.set(row.id, sent);
    const res = await fetch(`${upstreamUrl}/instances/${row.id}/action`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ action, region: "us-west-2", reason: "Live list benchmark: timing a change" }),
    });
    await res.arrayBuffer();
    if (!res.ok) {
      // The page showed the row a moment behind the upstream: another row takes this turn.
      refused++;
      i--;
      if (refused > count) throw new Error(`the upstream refused ${refused} changes (last: HTTP ${res.status})`);
      continue;
    }
    const painted = await shown.painted();
    paint.push(painted === null ? null : painted - sent);
    for (const at of await Promise.all(arrivals)) event.push(at === null ? null : at - sent);
  }
  return { paint: latencyOf(paint), event: latencyOf(event) };
}

/** `windowSeconds` per list count (60 gives reads per minute directly); `changes` timed changes. */
export async function liveFigures({ fleet = 20_000, windowSeconds = 60, changes = 24 } = {}): Promise<LiveFigures> {
  const upstream = await startUpstream({ SIM_FLEET_SIZE: String(fleet), SIM_TRANSITION_MS: String(TRANSITION_MS) });
  // The generated fleet always holds servers stuck pending or stopping, which would keep the
  // poller at its shorter busy interval: both at 5 s, the figures are those of the plain interval.
  const console_ = await startConsole({ UPSTREAM_URL: upstream.url, LIVE_INTERVAL_SECONDS: String(INTERVAL_SECONDS), LIVE_BUSY_INTERVAL_SECONDS: String(INTERVAL_SECONDS) });
  const origin = new URL(upstream.url).origin;
  let list: OpenList | null = null;
  let streams: Stream[] = [];
  try {
    const { manager } = SEED_ACCOUNT_BY_ROLE;
    const jar = await signInToConsole(console_.url, manager.username, manager.password);
    jar.set("console-region", "us-west-2");
    list = await openInstanceList(console_.url, jar);
    const readsPerMinute: Record<number, number> = {};
    let cpuPercent = 0;
    let cycleMs = INTERVAL_SECONDS * 1000;
    for (const count of LIVE_STREAMS) {
      streams.forEach((s) => s.close());
      streams = await Promise.all(Array.from({ length: count - 1 }, () => openStream(console_.url, jar)));
      // The new streams' first round is not counted: the window starts a whole interval later.
      await sleep(INTERVAL_SECONDS * 1000);
      await fetch(`${origin}/__sim/log`, { method: "DELETE" });
      const cpuBefore = await cpuSeconds(console_.url);
      const started = performance.now();
      const ticks: number[] = [];
      if (streams.length > 0) void (async () => {
        while (performance.now() - started < windowSeconds * 1000) ticks.push(await streams[0].nextTick());
      })();
      await sleep(windowSeconds * 1000);
      const seconds = (performance.now() - started) / 1000;
      const reads = (await upstreamLog(origin)).filter((e) => e.endpointId === "listInstances").length;
      readsPerMinute[count] = (reads * 60) / seconds;
      if (count === 50) {
        cpuPercent = (((await cpuSeconds(console_.url)) - cpuBefore) / seconds) * 100;
        // The poller's cycle: the interval plus a reading's own time.
        if (ticks.length > 2) cycleMs = median(ticks.slice(1).map((t, i) => t - ticks[i]));
      }
    }
    const { paint, event } = await timeChanges(upstream.url, list, streams, changes, cycleMs);
    return { fleet, intervalSeconds: INTERVAL_SECONDS, cycleMs, readsPerMinute, paint, event, cpuPercent };
  } finally {
    streams.forEach((s) => s.close());
    await list?.close();
    await console_.stop();
    await upstream.stop();
  }
}
