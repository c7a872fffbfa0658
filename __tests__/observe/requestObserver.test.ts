// The console's server's wrapper around every request (lib/observe/requestObserver), in front of
// the BFF as scripts/serve.mjs puts it: each request is one histogram observation under its route
// template and one JSON log line with the id the answer's X-Request-Id carries, the user, role and
// upstream call; no label or line holds a raw id, a user name in a label, a password or a token.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { api } from "@/lib/contract";
import { handleBff } from "@/lib/bff/handleBff";
import { createLogs } from "@/lib/observe/logger";
import { observeRequest, installRequestObserver } from "@/lib/observe/requestObserver";
import { processSingleton } from "@/lib/process/singleton";
import { SEED_ACCOUNT_BY_ROLE } from "@/lib/sim/auth/seedUsers";
import { inProcess, ORIGIN, sessionFor, type TestSession } from "../contract/harness";
import { sampleCall } from "../contract/request";
import { samples } from "../contract/samples";
import { MANIFEST } from "./manifest";

// The process's loggers, writing where the test reads: made before anything asks for them.
const lines: string[] = [];
processSingleton("logs", () => createLogs("info", { write: (line: string) => void lines.push(line) }));

/** The BFF's handler behind a Node.js server, as the console's server hands it requests. */
function bff(req: IncomingMessage, res: ServerResponse): void {
  (async () => {
    if (!req.url?.startsWith("/api/v1/")) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not here");
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const answer = await handleBff(new NextRequest(`${ORIGIN}${req.url}`, { method: req.method, headers }));
    const head: Record<string, string> = {};
    answer.headers.forEach((value, name) => (head[name] = value));
    res.writeHead(answer.status, head);
    res.end(Buffer.from(await answer.arrayBuffer()));
  })().catch((err: unknown) => {
    res.writeHead(500);
    res.end(String(err));
  });
}

let server: http.Server;
let base: string;
let superadmin: TestSession;

beforeAll(async () => {
  await inProcess.start();
  superadmin = await sessionFor("superadmin");
  installRequestObserver().learnRoutes(MANIFEST);
  server = http.createServer((req, res) => observeRequest(req, res, bff));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function get(path: string, session: TestSession | null): Promise<Response> {
  const res = await fetch(base + path, { headers: session?.cookie ? { cookie: session.cookie } : {} });
  await res.arrayBuffer();
  return res;
}

/** The log lines written so far, parsed (the line is written when the answer has finished). */
function logged(): Record<string, unknown>[] {
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Waits until the request with `requestId` has its line: it is written as its answer ends. */
async function lineOf(requestId: string): Promise<Record<string, unknown>> {
  for (;;) {
    const line = logged().find((entry) => entry.requestId === requestId && entry.msg === "request");
    if (line) return line;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Every label value of the series in a Prometheus text exposition. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]);
}

test("a BFF call's X-Request-Id, route template, user, role and upstream call are in its log line", async () => {
  const call = sampleCall(api.getConsoleUser, { params: { userId: SEED_ACCOUNT_BY_ROLE.manager.username } });
  const res = await get(`/api/v1${call.path}`, superadmin);
  expect(res.status).toBe(200);
  const requestId = res.headers.get("x-request-id")!;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(await lineOf(requestId)).toMatchObject({
    level: 30,
    method: "GET",
    route: "/api/v1/users/{userId}",
    status: 200,
    durationMs: expect.any(Number),
    user: SEED_ACCOUNT_BY_ROLE.superadmin.username,
    role: "superadmin",
    upstream: "getConsoleUser",
    upstreamStatus: 200,
  });
});

test("a refused call is counted by the step that refused it, and logged without a user", async () => {
  const res = await get("/api/v1/users", null);
  expect(res.status).toBe(401);
  const line = await lineOf(res.headers.get("x-request-id")!);
  expect(line).toMatchObject({ route: "/api/v1/users", status: 401 });
  expect(line.user).toBeUndefined();
  expect(line.upstream).toBeUndefined();
  const metrics = await (await fetch(`${base}/metrics`)).text();
  expect(metrics).toMatch(/console_bff_refusals_total\{step="gate",status="401"\} [1-9]/);
});

test("/metrics counts requests by template and upstream calls by endpoint; no label holds an id or a user name", async () => {
  const volumes = sampleCall(api.listDedicatedVolumes, samples.listDedicatedVolumes);
  const instanceId = String(samples.listDedicatedVolumes.params!.id);
  // Answered by the upstream (the sample's instance may not exist there): what matters is its label.
  const volumeStatus = (await get(`/api/v1${volumes.path}`, superadmin)).status;
  const manager = SEED_ACCOUNT_BY_ROLE.manager.username;
  expect((await get(`/api/v1/users/${encodeURIComponent(manager)}`, superadmin)).status).toBe(200);
  expect((await get(`/admin/dashboard/users/edit/${encodeURIComponent(manager)}`, superadmin)).status).toBe(404);
  expect((await get(`/whatever/${instanceId}`, null)).status).toBe(404);

  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toMatch(new RegExp(String.raw`console_http_request_duration_seconds_count\{route="\/api\/v1\/instances\/\{id\}\/volume",method="GET",status="${volumeStatus}"\} [1-9]`));
  expect(text).toMatch(/console_http_request_duration_seconds_count\{route="\/api\/v1\/users\/\{userId\}",method="GET",status="200"\} [2-9]/);
  expect(text).toMatch(/console_http_request_duration_seconds_count\{route="\/admin\/dashboard\/\[type\]\/edit\/\[userId\]",method="GET",status="404"\} [1-9]/);
  expect(text).toMatch(/console_http_request_duration_seconds_count\{route="other",method="GET",status="404"\} [1-9]/);
  expect(text).toMatch(/console_upstream_request_duration_seconds_count\{endpoint="listDedicatedVolumes",outcome="[245]xx"\} [1-9]/);
  expect(text).toMatch(/console_upstream_request_duration_seconds_count\{endpoint="getConsoleUser",outcome="2xx"\} [1-9]/);

  const labels = labelValues(text);
  for (const raw of [instanceId, manager, encodeURIComponent(manager), SEED_ACCOUNT_BY_ROLE.superadmin.username]) {
    expect(labels.filter((value) => value.includes(raw))).toEqual([]);
  }
});

test("no log line holds a password, an upstream token or the session cookie", async () => {
  await get(`/api/v1/users/${encodeURIComponent(SEED_ACCOUNT_BY_ROLE.admin.username)}`, superadmin);
  const text = lines.join("");
  const jwt = superadmin.jwt!;
  const cookieValue = superadmin.cookie!.slice(superadmin.cookie!.indexOf("=") + 1);
  for (const secret of [SEED_ACCOUNT_BY_ROLE.superadmin.password, SEED_ACCOUNT_BY_ROLE.superadmin.totpSecret, jwt.accessToken, jwt.refreshToken!, cookieValue]) {
    expect(text).not.toContain(secret);
  }
});
