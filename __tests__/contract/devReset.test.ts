// POST /api/dev/reset, the e2e suite's reseed: absent (404) unless SIM_TEST_RESET=1 with the
// embedded upstream, refused from another origin, refused when state lives in a file, and
// when it answers, the embedded upstream really starts over from its seed. GET
// /api/dev/upstream-log, which the e2e suite reads to see what was forwarded, and POST
// /api/dev/expire-tokens, which makes every access token expire, exist where the reset does and
// nowhere else.
import { NextRequest } from "next/server";
import { handleDevReset } from "@/lib/routes/dev/reset";
import { handleDevUpstreamLog } from "@/lib/routes/dev/upstreamLog";
import { handleDevExpireTokens } from "@/lib/routes/dev/expireTokens";
import { closeEmbeddedSim, getEmbeddedSim, SEED_CREDENTIALS } from "@/lib/sim";

const ENV_KEYS = ["SIM_TEST_RESET", "UPSTREAM_URL", "SIM_STATE_FILE", "NEXTAUTH_URL"] as const;
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

function reset(headers: Record<string, string> = {}): Promise<Response> {
  return handleDevReset(new NextRequest("http://localhost:3100/api/dev/reset", { method: "POST", headers }));
}

afterEach(async () => {
  for (const k of ENV_KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  await closeEmbeddedSim();
});

test("does not exist without SIM_TEST_RESET=1; another value is a configuration error", async () => {
  delete process.env.SIM_TEST_RESET;
  expect((await reset()).status).toBe(404);
  process.env.SIM_TEST_RESET = "0";
  expect((await reset()).status).toBe(404);
  process.env.SIM_TEST_RESET = "true";
  await expect(reset()).rejects.toThrow('SIM_TEST_RESET must be 1 (on) or 0 (off) (got "true")');
});

test("does not exist in front of a real upstream", async () => {
  process.env.SIM_TEST_RESET = "1";
  process.env.UPSTREAM_URL = "https://ops.example.com/api/v1";
  expect((await reset()).status).toBe(404);
});

test("refuses a page of another origin", async () => {
  process.env.SIM_TEST_RESET = "1";
  delete process.env.UPSTREAM_URL;
  expect((await reset({ origin: "https://evil.example" })).status).toBe(403);
});

test("refuses to throw away state kept in SIM_STATE_FILE", async () => {
  process.env.SIM_TEST_RESET = "1";
  delete process.env.UPSTREAM_URL;
  process.env.SIM_STATE_FILE = "/tmp/never-written-by-this-test.json";
  const res = await reset();
  expect(res.status).toBe(409);
  expect((await res.json()).message).toMatch(/SIM_STATE_FILE/);
});

test("replaces the embedded upstream with a freshly seeded one", async () => {
  process.env.SIM_TEST_RESET = "1";
  delete process.env.UPSTREAM_URL;
  process.env.SIM_STATE_FILE = "";
  const before = getEmbeddedSim();
  before.log.push({ at: "", method: "GET", path: "/x", endpointId: null, status: 200, username: null });
  const res = await reset();
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ success: true });
  const after = getEmbeddedSim();
  expect(after).not.toBe(before);
  expect(after.log.entries()).toEqual([]);
  expect(after.options.seed).toBe(before.options.seed);
});

function upstreamLog(headers: Record<string, string> = {}): Promise<Response> {
  return handleDevUpstreamLog(new NextRequest("http://localhost:3100/api/dev/upstream-log", { headers }));
}

test("the upstream's log is read where the reset exists: what reached the embedded upstream", async () => {
  process.env.SIM_TEST_RESET = "1";
  delete process.env.UPSTREAM_URL;
  process.env.SIM_STATE_FILE = "";
  const entry = { at: "2026-11-27T10:00:00.000Z", method: "POST", path: "/instances/delete-request", endpointId: "deleteRequest", status: 200, username: "admin@example.com" };
  getEmbeddedSim().log.push(entry);
  const res = await upstreamLog();
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual([entry]);
  expect((await upstreamLog({ origin: "https://evil.example" })).status).toBe(403);
});

test("the upstream's log does not exist without SIM_TEST_RESET=1 or in front of a real upstream", async () => {
  delete process.env.SIM_TEST_RESET;
  expect((await upstreamLog()).status).toBe(404);
  process.env.SIM_TEST_RESET = "1";
  process.env.UPSTREAM_URL = "https://ops.example.com/api/v1";
  expect((await upstreamLog()).status).toBe(404);
});

function expireTokens(headers: Record<string, string> = {}): Promise<Response> {
  return handleDevExpireTokens(new NextRequest("http://localhost:3100/api/dev/expire-tokens", { method: "POST", headers }));
}

function simCall(path: string, init: { token?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const method = init.body === undefined ? "GET" : "POST";
  return getEmbeddedSim().handle(new Request(`http://embedded.sim/api/v1${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }));
}

test("expiring the tokens ends every access token where the reset exists; the refresh credential still works", async () => {
  process.env.SIM_TEST_RESET = "1";
  delete process.env.UPSTREAM_URL;
  process.env.SIM_STATE_FILE = "";
  const signedIn = (await (await simCall("/signin", { body: SEED_CREDENTIALS.manager })).json()) as { accessToken: string; refreshToken: string };
  expect((await simCall("/user", { token: signedIn.accessToken })).status).toBe(200);

  expect((await expireTokens({ origin: "https://evil.example" })).status).toBe(403);
  expect((await simCall("/user", { token: signedIn.accessToken })).status).toBe(200);
  const res = await expireTokens();
  expect(res.status).toBe(200);
  expect((await simCall("/user", { token: signedIn.accessToken })).status).toBe(401);
  expect((await simCall("/refresh-token", { body: { refreshToken: signedIn.refreshToken } })).status).toBe(200);
});

test("expiring the tokens does not exist without SIM_TEST_RESET=1 or in front of a real upstream", async () => {
  delete process.env.SIM_TEST_RESET;
  expect((await expireTokens()).status).toBe(404);
  process.env.SIM_TEST_RESET = "1";
  process.env.UPSTREAM_URL = "https://ops.example.com/api/v1";
  expect((await expireTokens()).status).toBe(404);
});
