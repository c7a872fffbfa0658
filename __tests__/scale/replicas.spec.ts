// Two console replicas behind Debian's nginx, round robin without sticky sessions, one PostgreSQL
// and one upstream (scripts/lib/replicas.ts; docs/operations.md, Several replicas). Each test
// starts its own set, so none depends on another's: a user signs in through the balancer; a token
// that expired is refreshed once for the session, whichever replicas the page's calls reach (the
// upstream's request log); ten wrong codes spread over both replicas lock the account as ten on one
// would; a stop's audit row is read from either replica; and with one replica killed mid-session
// the user carries on through the other, with nothing they had done lost.
import type { APIRequestContext, Page } from "@playwright/test";
import { startReplicas, type Replicas } from "@/scripts/lib/replicas";
import { SEED_CREDENTIALS, SEED_TOTP_SECRETS } from "@/lib/sim/auth/seedUsers";
import { TOTP_PERIOD_SECONDS, totp } from "@/lib/sim/auth/totp";
import type { LogEntry } from "@/lib/sim/log";
import { expect, test as base } from "./fixtures";
import { signIn } from "../e2e/helpers";
import { instanceRows } from "../e2e/lists";
import { stopOne } from "../e2e/stopOne";

/** The upstream's access tokens live this long: long enough for a page to load, short enough to wait out. */
const TOKEN_TTL_SECONDS = 12;
/** Wrong codes that lock an account on the console; the upstream's own limit is set above it, so
 * only the replicas counting together can lock it at ten. */
const CODE_FAILURES = 10;

const test = base.extend<{ replicas: Replicas }>({
  replicas: async ({}, provide) => {
    const replicas = await startReplicas({
      upstreamEnv: { SIM_TOKEN_TTL: String(TOKEN_TTL_SECONDS), SIM_LOCK_FAILURES: "50", SIM_TRANSITION_MS: "1500" },
      consoleEnv: { AUTH_CODE_FAILURES: String(CODE_FAILURES), STEP_UP_MINUTES: "600" },
    });
    await provide(replicas);
    await replicas.stop();
  },
  baseURL: async ({ replicas }, provide) => {
    await provide(replicas.url);
  },
});

function upstreamOrigin(replicas: Replicas): string {
  return new URL(replicas.upstream.url).origin;
}

async function upstreamLog(replicas: Replicas): Promise<LogEntry[]> {
  return (await (await fetch(`${upstreamOrigin(replicas)}/__sim/log`)).json()) as LogEntry[];
}

async function clearUpstreamLog(replicas: Replicas): Promise<void> {
  await fetch(`${upstreamOrigin(replicas)}/__sim/log`, { method: "DELETE" });
}

function hosts(replicas: Replicas): Set<string> {
  return new Set(replicas.replicas.map((replica) => new URL(replica.url).host));
}

/** The replica nginx passed an answer to (its X-Console-Replica header). */
function replicaOf(headers: Record<string, string>): string {
  return headers["x-console-replica"] ?? "";
}

/** The page's calls to the BFF from now on: which replica answered each, and with what status. */
function watchCalls(page: Page): { replica: string; status: number; path: string }[] {
  const calls: { replica: string; status: number; path: string }[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith("/api/v1/")) calls.push({ replica: replicaOf(response.headers()), status: response.status(), path: pathname });
  });
  return calls;
}

test("a token that expired is refreshed once for the session, whichever replicas the page's calls reach", async ({ page, replicas }) => {
  await signIn(page, "admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const signedInAt = Date.now();
  // From here on: the open list's live poll meets the old token too (it reads with the session's
  // token), perhaps before the reload does; whichever meets it first, the session refreshes once.
  await clearUpstreamLog(replicas);

  await page.waitForTimeout(signedInAt + (TOKEN_TTL_SECONDS + 1) * 1000 - Date.now());
  const calls = watchCalls(page);
  await page.reload();
  await expect(instanceRows(page).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  // nginx balances every request of the page (its scripts, its stream) across the replicas, so
  // whether the reload's few BFF calls met both is chance: the page calls on until both have
  // answered one with the old token's session.
  await expect
    .poll(async () => {
      await page.evaluate(() => fetch("/api/v1/user").then((res) => res.status));
      return new Set(calls.map((call) => call.replica)).size;
    })
    .toBe(hosts(replicas).size);

  const log = await upstreamLog(replicas);
  expect(new Set(calls.map((call) => call.replica)), "the page's calls reached both replicas").toEqual(hosts(replicas));
  expect(calls.filter((call) => call.status >= 400), "every call the page made was answered").toEqual([]);
  expect(log.filter((entry) => entry.endpointId === "refreshToken").map((entry) => entry.status)).toEqual([200]);
  expect(log.filter((entry) => entry.status === 401).length, "calls the upstream refused once the token was old").toBeGreaterThan(0);
});

/** A well-formed code the upstream does not accept now (neither this step's nor one either side). */
function wrongCode(secret: string): string {
  const valid = [-1, 0, 1].map((step) => totp(secret, Date.now() + step * TOTP_PERIOD_SECONDS * 1000));
  for (let n = 100_000; ; n++) if (!valid.includes(String(n))) return String(n);
}

async function passwordStep(request: APIRequestContext, role: keyof typeof SEED_CREDENTIALS): Promise<void> {
  const { username, password } = SEED_CREDENTIALS[role];
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const credentials = await request.post("/api/auth/callback/credentials", { form: { username, password, csrfToken, json: "true" }, maxRedirects: 0 });
  expect(credentials.status(), "next-auth's credentials callback").toBeLessThan(400);
}

test("ten wrong codes spread over both replicas lock the account; the right code is then refused and never forwarded", async ({ playwright, replicas }) => {
  const request = await playwright.request.newContext({ baseURL: replicas.url, extraHTTPHeaders: { Origin: replicas.url } });
  try {
    await passwordStep(request, "manager");
    const { username } = SEED_CREDENTIALS.manager;
    const secret = SEED_TOTP_SECRETS[username];
    const answered = new Set<string>();
    for (let attempt = 1; attempt <= CODE_FAILURES; attempt++) {
      const res = await request.post("/api/v1/otp/validate", { data: { token: wrongCode(secret) } });
      expect(res.status(), `wrong code ${attempt}`).toBe(400);
      answered.add(replicaOf(res.headers()));
    }
    expect(answered, "the wrong codes reached both replicas").toEqual(hosts(replicas));

    await clearUpstreamLog(replicas);
    // The failure that reached the limit locked the account: the right code is refused on both replicas.
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await request.post("/api/v1/otp/validate", { data: { token: totp(secret, Date.now()) } });
      expect(refused.status()).toBe(429);
      answered.delete(replicaOf(refused.headers()));
      expect(((await refused.json()) as { message?: string }).message).toMatch(/^Too many failed attempts\. Try again in 15 minutes \(after \d\d:\d\d UTC\)\.$/);
    }
    expect(answered, "both replicas refused the right code").toEqual(new Set());
    expect((await upstreamLog(replicas)).filter((entry) => entry.endpointId === "otpValidate")).toEqual([]);
  } finally {
    await request.dispose();
  }
});

test("a stop's audit row is read from either replica; with one replica killed the user carries on and nothing is lost", async ({ page, replicas }) => {
  await signIn(page, "admin");
  const motive = `Kernel patch agreed with the registrar, ticket ${Date.now()}`;
  const id = await stopOne(page, motive);

  for (const replica of replicas.replicas) {
    await page.goto(`${replica.url}/activity`);
    const row = page.locator("tr", { hasText: motive });
    await expect(row, `the activity page of ${replica.url}`).toHaveCount(1);
    await expect(row).toContainText(id);
    await expect(row).toContainText("ok 200");
  }

  await replicas.replicas[0].stop();
  await page.goto("/activity");
  await expect(page.locator("tr", { hasText: motive })).toHaveCount(1);
  await page.goto("/home/instances");
  await expect(page.locator(`tr[data-instance-id="${id}"] .state`)).not.toHaveText("running");
  // Still signed in, the survivor takes the next action through the balancer.
  const second = `Second node drained for the same patch, ticket ${Date.now()}`;
  const other = await stopOne(page, second);
  expect(other).not.toBe(id);
  await page.goto("/activity");
  await expect(page.locator("tr", { hasText: second })).toContainText("ok 200");
  await expect(page.locator("tr", { hasText: motive })).toHaveCount(1);
});
