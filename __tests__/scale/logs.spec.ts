// What an operator sees of a console in use: its log and /metrics. A console of its own, with its
// log (standard output) in a file, talks to an upstream through a relay that notes every token on
// the wire. Each demo user signs in through the page (one first types a wrong password and a wrong
// code) and makes BFF calls; then the log holds each call's X-Request-Id in a JSON line with its
// route template, user, role and upstream call, and nowhere a password, a two-factor secret or
// code, an upstream token or the session cookie; /metrics, read from loopback, has counts in the
// request and upstream histograms, and no label holds a user name or an instance id.
import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "@playwright/test";
import { SEED_ACCOUNT_BY_ROLE, type EnrolledSeedRole } from "@/lib/sim/auth/seedUsers";
import { startConsole, startUpstream, type Running } from "@/scripts/bench/processes";
import { demoSecrets, jsonLines, leaksIn, type Secret } from "@/scripts/lib/logScan";
import { currentCode, submitPassword } from "../e2e/helpers";
import { instanceRows } from "../e2e/lists";
import { expect, test as base } from "./fixtures";

interface Relay extends Running {
  /** Every token that crossed it: bearer tokens, refresh cookies, tokens in answers. */
  tokens: Set<string>;
}

const TOKEN_IN_BODY = /"(?:accessToken|refreshToken)"\s*:\s*"([^"]+)"/g;

/** A relay in front of the upstream that notes each token it carries, either way. */
async function tokenRelay(upstream: string): Promise<Relay> {
  const target = new URL(upstream);
  const tokens = new Set<string>();
  const server = createServer((req, res) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "");
    if (bearer) tokens.add(bearer[1]);
    for (const [, value] of (req.headers.cookie ?? "").matchAll(/refresh_token=([^;]+)/g)) tokens.add(value);
    const forwarded = request(new URL(req.url ?? "/", target), { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        for (const [, value] of Buffer.concat(chunks).toString("utf8").matchAll(TOKEN_IN_BODY)) tokens.add(value);
        for (const cookie of answer.headers["set-cookie"] ?? []) {
          const value = /^refresh_token=([^;]*)/.exec(cookie)?.[1];
          if (value) tokens.add(value);
        }
        res.end(Buffer.concat(chunks));
      });
      res.writeHead(answer.statusCode ?? 502, answer.headers);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    tokens,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const test = base.extend<{ upstream: Running; relay: Relay; logFile: string; observed: Running }>({
  upstream: async ({}, provide) => {
    const running = await startUpstream();
    await provide(running);
    await running.stop();
  },
  relay: async ({ upstream }, provide) => {
    const relay = await tokenRelay(upstream.url);
    await provide(relay);
    await relay.stop();
  },
  logFile: async ({}, provide, testInfo) => {
    await provide(testInfo.outputPath("console.log"));
  },
  observed: async ({ relay, logFile }, provide) => {
    const running = await startConsole({ UPSTREAM_URL: relay.url, LOG_LEVEL: "info" }, { logFile });
    await provide(running);
    await running.stop();
  },
  baseURL: async ({ observed }, provide) => {
    await provide(observed.url);
  },
});

const WRONG_PASSWORD = "Not-the-password!9";

interface Visit {
  role: EnrolledSeedRole;
  /** The X-Request-Id of the user's GET /api/v1/user, and the ids of the instances listed. */
  requestId: string;
  instanceIds: string[];
  codes: string[];
  cookies: string[];
}

/** Signs `role` in through the page in a context of its own (with a wrong password and a wrong
 * code first, when asked), waits for the instance list, and makes BFF calls. */
async function visit(browser: Browser, baseURL: string, role: EnrolledSeedRole, wrongFirst: boolean): Promise<Visit> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const { username, password } = SEED_ACCOUNT_BY_ROLE[role];
  const codes: string[] = [];
  await page.goto("/");
  if (wrongFirst) {
    await submitPassword(page, username, WRONG_PASSWORD);
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
  await submitPassword(page, username, password);
  const code = currentCode(username);
  codes.push(code);
  if (wrongFirst) {
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, "0");
    codes.push(wrong);
    await page.getByLabel("Code").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
  }
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(instanceRows(page).first()).toBeVisible();

  const user = await context.request.get("/api/v1/user");
  expect(user.status()).toBe(200);
  const list = await context.request.get("/api/v1/instances?region=us-west-2");
  expect(list.status()).toBe(200);
  const { instances } = (await list.json()) as { instances: { instanceId: string }[] };
  const cookies = (await context.cookies()).map((cookie) => cookie.value).filter((value) => value.length >= 16);
  await context.close();
  return { role, requestId: user.headers()["x-request-id"], instanceIds: instances.slice(0, 20).map((i) => i.instanceId), codes, cookies };
}

/** Every label value of a Prometheus text exposition. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]);
}

test("every demo user's calls are in the log by request id, and no secret or token is", async ({ browser, baseURL, relay, logFile }) => {
  const visits: Visit[] = [];
  for (const role of ["manager", "admin", "superadmin"] as const) visits.push(await visit(browser, baseURL!, role, role === "admin"));

  // The lines are written as each answer ends, asynchronously: wait for the last call's.
  const last = visits.at(-1)!.requestId;
  await expect.poll(() => jsonLines(readFileSync(logFile, "utf8")).some((line) => line.requestId === last)).toBe(true);
  const text = readFileSync(logFile, "utf8");
  const lines = jsonLines(text);

  for (const { role, requestId } of visits) {
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.find((line) => line.requestId === requestId && line.msg === "request")).toMatchObject({
      method: "GET",
      route: "/api/v1/user",
      status: 200,
      user: SEED_ACCOUNT_BY_ROLE[role].username,
      role,
      upstream: "getUser",
      upstreamStatus: 200,
    });
  }
  // The pages are there too, by template.
  expect(lines.some((line) => line.msg === "request" && line.route === "/home/instances" && line.status === 200)).toBe(true);

  expect(relay.tokens.size).toBeGreaterThan(3);
  const secrets: Secret[] = [
    ...demoSecrets(),
    { what: "the wrong password typed", value: WRONG_PASSWORD },
    ...[...relay.tokens].map((value) => ({ what: "an upstream token", value })),
    ...visits.flatMap((v) => v.codes.map((value) => ({ what: `${v.role}'s two-factor code`, value: `"${value}"` }))),
    ...visits.flatMap((v) => v.cookies.map((value) => ({ what: `a cookie of ${v.role}'s browser`, value }))),
  ];
  expect(leaksIn(text, secrets)).toEqual([]);
});

test("/metrics from loopback counts requests and upstream calls by template and endpoint, never by user or id", async ({ browser, baseURL }) => {
  const { instanceIds } = await visit(browser, baseURL!, "superadmin", false);
  const res = await fetch(`${baseURL}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/console_http_request_duration_seconds_count\{route="\/api\/v1\/user",method="GET",status="200"\} [1-9]/);
  expect(text).toMatch(/console_http_request_duration_seconds_count\{route="\/home\/instances",method="GET",status="200"\} [1-9]/);
  expect(text).toMatch(/console_upstream_request_duration_seconds_count\{endpoint="getUser",outcome="2xx"\} [1-9]/);
  expect(text).toMatch(/console_upstream_request_duration_seconds_count\{endpoint="listInstances",outcome="2xx"\} [1-9]/);
  const labels = labelValues(text);
  expect(instanceIds.length).toBeGreaterThan(0);
  for (const raw of [...instanceIds, ...Object.values(SEED_ACCOUNT_BY_ROLE).map((account) => account.username)]) {
    expect(labels.filter((value) => value.includes(raw))).toEqual([]);
  }
  // Through a proxy on the same machine (a forwarding header) it asks for the token.
  expect((await fetch(`${baseURL}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(401);
});
