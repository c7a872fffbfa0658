// `npm run bench -- live`: the live lists against an upstream over HTTP with a fleet of
// LIVE_BENCH_FLEET (20,000) instances per region. With 1, 10 and 50 event streams open on the
// instance list, the upstream list reads per minute (its request log over a measured window,
// scaled to a minute): flat, since one poller serves every stream. With 50 open, changes made
// straight at the upstream (stop, then start) are timed from the call to the `changes` event that
// carries the new state arriving at every stream (median and p95 over all streams), and the
// console's CPU over the window (process_cpu_seconds_total from its /metrics).
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import type { LogEntry } from "@/lib/sim/log";
import { signInToConsole, type CookieJar } from "./consoleSession";
import { startConsole, startUpstream } from "./processes";
import { percentile } from "./stats";

export const LIVE_STREAMS = [1, 10, 50] as const;
const INTERVAL_SECONDS = 5;

export interface LiveFigures {
  fleet: number;
  intervalSeconds: number;
  /** Upstream list reads per minute, by open streams. */
  readsPerMinute: Record<number, number>;
  /** Upstream change → event at the stream, ms. */
  latency: { median: number; p95: number; samples: number };
  /** The console's CPU with 50 streams open, in percent of one core. */
  cpuPercent: number;
}

interface Stream {
  /** Resolves with the time the first `changes` event naming `id` with `state` arrived. */
  waitFor(id: string, state: string): Promise<number>;
  close(): void;
}

function openStream(url: string, jar: CookieJar): Promise<Stream> {
  const controller = new AbortController();
  const waiting: { id: string; state: string; resolve(at: number): void }[] = [];
  return new Promise((ready, failed) => {
    fetch(`${url}/api/live?region=us-west-2&list=instances`, { headers: { cookie: jar.header(), accept: "text/event-stream" }, signal: controller.signal })
      .then(async (res) => {
        if (res.status !== 200 || !res.body) throw new Error(`/api/live answered HTTP ${res.status}`);
        ready({
          waitFor: (id, state) => new Promise((resolve) => waiting.push({ id, state, resolve })),
          close: () => controller.abort(),
        });
        const decoder = new TextDecoder();
        let buffer = "";
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          let end;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.includes("event: changes")) continue;
            const at = performance.now();
            const data = block.split("\n").find((line) => line.startsWith("data: "))?.slice(6) ?? "{}";
            const { changes } = JSON.parse(data) as { changes: { op: string; id: string; row?: { state?: string } }[] };
            for (const change of changes) {
              for (let i = waiting.length - 1; i >= 0; i--) {
                const w = waiting[i];
                if (w.id === change.id && change.row?.state === w.state) {
                  waiting.splice(i, 1);
                  w.resolve(at);
                }
              }
            }
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

/** `windowSeconds` per stream count (60 gives reads per minute directly); `changes` timed changes. */
export async function liveFigures({ fleet = 20_000, windowSeconds = 60, changes = 6 } = {}): Promise<LiveFigures> {
  const upstream = await startUpstream({ SIM_FLEET_SIZE: String(fleet), SIM_TRANSITION_MS: "3000" });
  const console_ = await startConsole({ UPSTREAM_URL: upstream.url, LIVE_INTERVAL_SECONDS: String(INTERVAL_SECONDS) });
  const origin = new URL(upstream.url).origin;
  try {
    const { manager } = SEED_ACCOUNT_BY_ROLE;
    const jar = await signInToConsole(console_.url, manager.username, manager.password);
    const readsPerMinute: Record<number, number> = {};
    let streams: Stream[] = [];
    let cpuPercent = 0;
    for (const count of LIVE_STREAMS) {
      streams.forEach((s) => s.close());
      streams = await Promise.all(Array.from({ length: count }, () => openStream(console_.url, jar)));
      // The first reading (the poller's baseline) is not counted: the window starts after it.
      await sleep(INTERVAL_SECONDS * 1000);
      await fetch(`${origin}/__sim/log`, { method: "DELETE" });
      const cpuBefore = await cpuSeconds(console_.url);
      const started = performance.now();
      await sleep(windowSeconds * 1000);
      const seconds = (performance.now() - started) / 1000;
      const reads = (await upstreamLog(origin)).filter((e) => e.endpointId === "listInstances").length;
      readsPerMinute[count] = (reads * 60) / seconds;
      if (count === 50) cpuPercent = ((await cpuSeconds(console_.url)) - cpuBefore) / seconds * 100;
    }

    // Changes straight at the upstream, as another console or the cloud itself would make them.
    const token = await upstreamToken(upstream.url);
    const list = (await (await fetch(`${upstream.url}/instances?region=us-west-2`, { headers: { authorization: `Bearer ${token}` } })).json()) as { instances: { instanceId: string; state: string; deploymentType: string }[] };
    const targets = list.instances.filter((i) => i.state === "running").slice(0, changes);
    const samples: number[] = [];
    for (const target of targets) {
      const arrivals = streams.map((s) => s.waitFor(target.instanceId, "stopping"));
      const sent = performance.now();
      const res = await fetch(`${upstream.url}/instances/${target.instanceId}/action`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ action: "stop", region: "us-west-2", reason: "Live list benchmark: timing a change" }),
      });
      if (!res.ok) throw new Error(`the upstream refused the stop of ${target.instanceId}: HTTP ${res.status}`);
      for (const at of await Promise.all(arrivals)) samples.push(at - sent);
    }
    streams.forEach((s) => s.close());
    samples.sort((a, b) => a - b);
    return { fleet, intervalSeconds: INTERVAL_SECONDS, readsPerMinute, latency: { median: percentile(samples, 50), p95: percentile(samples, 95), samples: samples.length }, cpuPercent };
  } finally {
    await console_.stop();
    await upstream.stop();
  }
}
