// The built console drains on SIGTERM (scripts/lib/shutdown.mjs): with 40 power calls in flight
// (held by a relay in front of the upstream until the test lets them go, so each is known to be
// inside the console), SIGTERM turns /readyz to 503 on a connection already open, refuses new
// connections, answers every one of the 40 once the upstream does, and exits 0; started again on
// the same database, its activity trail holds a row for every answered change.
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { startConsole, startUpstream, type RunningProcess } from "@/scripts/bench/processes";
import { readinessAnswerSchema } from "@/lib/contract/probes";
import { expect, test } from "./fixtures";
import { activityCsv, powerCall, runningInstances, signInAdmin } from "./powerCalls";

const IN_FLIGHT = 40;

interface Relay {
  url: string;
  /** Power calls held so far. */
  held(): number;
  /** Resolves once `count` power calls are held. */
  holding(count: number): Promise<void>;
  /** Lets every held call, and every later one, through. */
  release(): void;
  close(): Promise<void>;
}

/** Passes everything to `upstream` at once, except power calls, held until release(). */
async function holdingRelay(upstream: string): Promise<Relay> {
  const target = new URL(upstream);
  const waiting: (() => void)[] = [];
  const watchers: (() => void)[] = [];
  let released = false;
  let held = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", target);
    const pass = () => {
      const forwarded = http.request(url, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forwarded);
    };
    if (released || req.method !== "POST" || !/\/instances\/[^/]+\/action$/.test(url.pathname)) return pass();
    held++;
    waiting.push(pass);
    watchers.splice(0).forEach((wake) => wake());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    held: () => held,
    async holding(count) {
      while (held < count) await new Promise<void>((wake) => watchers.push(wake));
    },
    release() {
      released = true;
      waiting.splice(0).forEach((pass) => pass());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(url: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on("error", reject);
  });
}

test("40 power calls in flight, then SIGTERM: /readyz turns 503, every call is answered and has its audit row after a restart", async () => {
  test.setTimeout(480_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "console-drain-"));
  const upstream = await startUpstream({ SIM_TRANSITION_MS: "0" });
  const relay = await holdingRelay(upstream.url);
  // The audit trail on disk, so that the restarted console reads what the drained one wrote.
  const env = { UPSTREAM_URL: relay.url, AUDIT_PGLITE_DIR: path.join(dir, "audit-db") };
  let console_: RunningProcess | null = await startConsole(env);
  const kept = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    const base = console_.url;
    const jar = await signInAdmin(base);
    const targets = await runningInstances(base, jar, IN_FLIGHT);
    // Connections open before the drain: readiness is asked on them once it has begun.
    await Promise.all(Array.from({ length: 4 }, () => get(`${base}/healthz`, kept)));
    expect((await get(`${base}/readyz`, kept)).status).toBe(200);

    const motive = (i: number) => `Drain check before the deploy, call ${i} of ${IN_FLIGHT}`;
    const calls = targets.map((target, i) => powerCall(base, jar, target, "stop", motive(i + 1)));
    await relay.holding(IN_FLIGHT);

    console_.signal("SIGTERM");
    // Asked again on the open connections until the drain has begun (answers before it keep them open).
    let readiness: Answer;
    do readiness = await get(`${base}/readyz`, kept);
    while (!readinessAnswerSchema.parse(JSON.parse(readiness.body)).failing.includes("server"));
    expect(readiness.status).toBe(503);
    expect(readinessAnswerSchema.parse(JSON.parse(readiness.body))).toEqual({ status: "not ready", failing: ["server"], checks: { server: { ok: false, detail: "draining: shutting down" } } });
    expect(readiness.connection).toBe("close");
    await expect(get(`${base}/healthz`, false), "a new connection once draining").rejects.toMatchObject({ code: "ECONNREFUSED" });

    relay.release();
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));
    expect(await console_.exited, "the drained console's exit code").toBe(0);

    console_ = await startConsole(env, { port: Number(new URL(base).port) });
    const trail = await activityCsv(base, jar);
    const missing = answers.filter((answer) => !answer.requestId || !trail.includes(answer.requestId));
    expect(missing, "answered changes without an audit row").toEqual([]);
    for (let i = 1; i <= IN_FLIGHT; i++) expect(trail).toContain(motive(i));
  } finally {
    kept.destroy();
    await console_?.stop();
    await relay.close();
    await upstream.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
