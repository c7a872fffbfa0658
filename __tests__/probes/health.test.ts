// The probes' handlers (lib/routes/health.ts): liveness answers while the process does, draining or
// not; readiness names every part and answers 200 only when all are ok, 503 naming the failing one
// otherwise (the upstream refused, answering 5xx or silent; the database unreachable; the server
// draining), never an address or a credential; probes that arrive together share one upstream call.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { healthAnswerSchema, readinessAnswerSchema, type ReadinessAnswer } from "@/lib/contract/probes";
import { consoleDatabase } from "@/lib/db/processDatabase";
import { lifecycle } from "@/lib/process/lifecycle";
import { dropProcessSingleton } from "@/lib/process/singleton";
import { forgetReadiness, handleHealth, handleReadiness, READINESS_CACHE_MS } from "@/lib/routes/health";

jest.setTimeout(60_000);

interface Stub {
  url: string;
  /** Requests it has received. */
  calls: number;
  close(): Promise<void>;
}

/** An HTTP server standing in for the upstream: answers `status`, or never when null. */
async function stubUpstream(status: number | null): Promise<Stub> {
  const open = new Set<http.ServerResponse>();
  const stub = { calls: 0 } as Stub;
  const server = http.createServer((req, res) => {
    stub.calls++;
    if (status === null) {
      open.add(res);
      return;
    }
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ message: "stub" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  stub.close = () => {
    for (const res of open) res.destroy();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return stub;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function readiness(): Promise<{ status: number; body: ReadinessAnswer; text: string }> {
  const res = await handleReadiness();
  const text = await res.text();
  expect(res.headers.get("cache-control")).toBe("no-store");
  return { status: res.status, body: readinessAnswerSchema.parse(JSON.parse(text)), text };
}

async function liveness(): Promise<{ status: number; body: unknown }> {
  const res = await handleHealth();
  return { status: res.status, body: healthAnswerSchema.parse(await res.json()) };
}

const saved = { ...process.env };

function setEnv(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/** The environment `env` sets, and no readiness result kept from before. */
function given(env: Record<string, string | undefined>): void {
  setEnv(env);
  forgetReadiness();
}

/** A database handle made afresh for the environment `env` sets, opened as the server does at
 * start when the console keeps one. */
async function givenDatabase(env: Record<string, string | undefined>, open = true): Promise<void> {
  await consoleDatabase().close();
  dropProcessSingleton("console-database");
  given(env);
  if (open && consoleDatabase().enabled) await consoleDatabase().open().catch(() => {});
}

beforeAll(() => givenDatabase({ AUDIT_TRAIL: "on", AUDIT_PGLITE_DIR: "", DATABASE_URL: undefined }));

beforeEach(() => given({ UPSTREAM_URL: undefined, UPSTREAM_TIMEOUT_MS: undefined }));

afterEach(() => {
  lifecycle().draining = false;
});

afterAll(async () => {
  await givenDatabase({ AUDIT_TRAIL: saved.AUDIT_TRAIL, DATABASE_URL: saved.DATABASE_URL }, false);
  setEnv({ UPSTREAM_URL: saved.UPSTREAM_URL, UPSTREAM_TIMEOUT_MS: saved.UPSTREAM_TIMEOUT_MS });
});

describe("liveness", () => {
  it("is 200 JSON without a session or an upstream call", async () => {
    const upstream = await stubUpstream(200);
    try {
      given({ UPSTREAM_URL: upstream.url });
      expect(await liveness()).toEqual({ status: 200, body: { status: "ok", draining: false } });
      expect(upstream.calls).toBe(0);
    } finally {
      await upstream.close();
    }
  });

  it("stays 200 while the server drains", async () => {
    lifecycle().draining = true;
    expect(await liveness()).toEqual({ status: 200, body: { status: "ok", draining: true } });
  });
});

describe("readiness", () => {
  it("is 200 with the embedded upstream and the embedded database, each part named ok", async () => {
    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ready",
      failing: [],
      checks: { server: { ok: true, detail: "serving" }, upstream: { ok: true, detail: "embedded" }, database: { ok: true, detail: "pglite" } },
    });
  });

  it("is 200 with a remote upstream that answers, whatever it says below 500", async () => {
    const upstream = await stubUpstream(404);
    try {
      given({ UPSTREAM_URL: upstream.url });
      const { status, body } = await readiness();
      expect(status).toBe(200);
      expect(body.checks.upstream).toEqual({ ok: true, detail: "remote" });
      expect(upstream.calls).toBe(1);
    } finally {
      await upstream.close();
    }
  });

  it("is 503 naming the upstream when UPSTREAM_URL points at a closed port; liveness stays 200", async () => {
    const port = await closedPort();
    given({ UPSTREAM_URL: `http://ops-reader:s3cr3t-pass@127.0.0.1:${port}/api/v1` });
    const { status, body, text } = await readiness();
    expect(status).toBe(503);
    expect(body.status).toBe("not ready");
    expect(body.failing).toEqual(["upstream"]);
    expect(body.checks.upstream).toEqual({ ok: false, detail: "remote: connection refused" });
    expect(body.checks.database).toEqual({ ok: true, detail: "pglite" });
    for (const secret of ["s3cr3t-pass", "ops-reader", String(port), "127.0.0.1"]) expect(text).not.toContain(secret);
    expect((await liveness()).status).toBe(200);
  });

  it("is 503 naming the upstream when it answers 5xx", async () => {
    const upstream = await stubUpstream(503);
    try {
      given({ UPSTREAM_URL: upstream.url });
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body.failing).toEqual(["upstream"]);
      expect(body.checks.upstream).toEqual({ ok: false, detail: "remote: answered 503" });
    } finally {
      await upstream.close();
    }
  });

  it("is 503 naming the upstream when it does not answer within the limit", async () => {
    const upstream = await stubUpstream(null);
    try {
      given({ UPSTREAM_URL: upstream.url, UPSTREAM_TIMEOUT_MS: "300" });
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body.failing).toEqual(["upstream"]);
      expect(body.checks.upstream).toEqual({ ok: false, detail: "remote: no answer within 300 ms" });
    } finally {
      await upstream.close();
    }
  });

  it("is 503 naming the server at once while it drains, without calling the upstream", async () => {
    const upstream = await stubUpstream(200);
    try {
      given({ UPSTREAM_URL: upstream.url });
      lifecycle().draining = true;
      const { status, body } = await readiness();
      expect(status).toBe(503);
      expect(body).toEqual({ status: "not ready", failing: ["server"], checks: { server: { ok: false, detail: "draining: shutting down" } } });
      expect(upstream.calls).toBe(0);
    } finally {
      await upstream.close();
    }
  });

  it("shares one upstream call among probes that arrive together", async () => {
    const upstream = await stubUpstream(404);
    try {
      given({ UPSTREAM_URL: upstream.url });
      const answers = await Promise.all(Array.from({ length: 25 }, () => readiness()));
      expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
      expect(upstream.calls).toBe(1);
    } finally {
      await upstream.close();
    }
  });

  it("reuses a result for a moment, then checks again", async () => {
    const upstream = await stubUpstream(404);
    jest.useFakeTimers({ doNotFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "setImmediate", "clearImmediate", "nextTick", "queueMicrotask", "Date", "hrtime"] });
    try {
      given({ UPSTREAM_URL: upstream.url });
      expect((await readiness()).status).toBe(200);
      jest.advanceTimersByTime(READINESS_CACHE_MS - 1);
      expect((await readiness()).status).toBe(200);
      expect(upstream.calls).toBe(1);
      jest.advanceTimersByTime(1);
      expect((await readiness()).status).toBe(200);
      expect(upstream.calls).toBe(2);
    } finally {
      jest.useRealTimers();
      await upstream.close();
    }
  });
});

// Last: each makes the database handle afresh, and none needs the embedded one afterwards.
describe("readiness of the database", () => {
  it("is 503 naming the database when DATABASE_URL cannot be reached, without the URL", async () => {
    const port = await closedPort();
    await givenDatabase({ DATABASE_URL: `postgres://console:db-s3cr3t@127.0.0.1:${port}/console` });
    const { status, body, text } = await readiness();
    expect(status).toBe(503);
    expect(body.failing).toEqual(["database"]);
    expect(body.checks.database).toEqual({ ok: false, detail: "postgres: cannot be opened" });
    expect(body.checks.upstream).toEqual({ ok: true, detail: "embedded" });
    for (const secret of ["db-s3cr3t", "console:", String(port)]) expect(text).not.toContain(secret);
  });

  it("counts the database as ready when the console keeps none (AUDIT_TRAIL=off)", async () => {
    await givenDatabase({ AUDIT_TRAIL: "off", DATABASE_URL: undefined });
    const { status, body } = await readiness();
    expect(status).toBe(200);
    expect(body.checks.database).toEqual({ ok: true, detail: "off (AUDIT_TRAIL=off)" });
  });
});
