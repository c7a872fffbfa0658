// Shared steps of the e2e suites: signing in through the page with a seeded account and its
// current code, a stored role in a second context, the embedded upstream's request log. The
// lists the suites read are in lists.ts.
import { expect, test } from "./fixtures";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { authStateFile, type StoredRole } from "./authState";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { SEED_CREDENTIALS, SEED_TOTP_SECRETS } from "@/lib/sim/auth/seedUsers";
import { TOTP_PERIOD_SECONDS, TOTP_WINDOW, totp, totpStep } from "@/lib/sim/auth/totp";

/** Sign-in credentials by role (and `newadmin`, not enrolled), from the table the sim seeds from. */
export const ACCOUNTS = SEED_CREDENTIALS;

// The upstream accepts a code once (per user; the enrolling code counts too) and a step either
// side of now. Each test starts from a freshly seeded upstream, so what a test has used is
// remembered per test run: a second sign-in within one 30 s step takes the next step's code.
const usedSteps = new Map<string, number>();

/** A code of `secret` this test has not used yet: now's, else the next step's. */
export function unusedCodeFor(secret: string): string {
  const info = test.info();
  const key = `${info.testId}#${info.repeatEachIndex}#${info.retry}#${secret}`;
  const now = Date.now();
  const step = totpStep(now);
  const last = usedSteps.get(key) ?? -1;
  if (last >= step + TOTP_WINDOW) throw new Error("this test already used every code the upstream accepts right now");
  const at = last < step ? now : now + (last - step + 1) * TOTP_PERIOD_SECONDS * 1000;
  usedSteps.set(key, totpStep(at));
  return totp(secret, at);
}

export function currentCode(username: keyof typeof SEED_TOTP_SECRETS): string {
  return unusedCodeFor(SEED_TOTP_SECRETS[username]);
}

/** A code for a step-up prompt of a stored-state session: the next step's, which the upstream
 * accepts now (a step either side) and which the run's earlier sign-in of this user cannot have used. */
export function stepUpCode(username: keyof typeof SEED_TOTP_SECRETS): string {
  return totp(SEED_TOTP_SECRETS[username], Date.now() + TOTP_PERIOD_SECONDS * 1000);
}

export async function submitPassword(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Signs in through the page, as a user does: for tests of sign-in, logout, two-factor and
 * remembered deep links. A test that only needs a signed-in user takes the `asRole` fixture
 * instead (`async ({ page, asRole }) => { await asRole("admin"); … }`): the browser state
 * auth.setup.ts saved for the role, then the instance list, without the 3–6 s of the form. */
export async function signIn(page: Page, who: "manager" | "admin" | "superadmin"): Promise<void> {
  const { username, password } = ACCOUNTS[who];
  await page.goto("/");
  await submitPassword(page, username, password);
  await page.getByLabel("Code").fill(currentCode(username));
  await page.getByRole("button", { name: "Verify" }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
}

/** The two-factor secret in the enrolment page's QR code, read as an authenticator app would. */
export async function secretFromQr(page: Page): Promise<string> {
  const src = await page.getByRole("img", { name: "Two-factor QR code" }).getAttribute("src");
  expect(src).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(src!.split(",")[1], "base64"));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toMatch(/^otpauth:\/\/totp\//);
  return new URL(decoded!.data).searchParams.get("secret")!;
}

/** A second browser context, signed in as `role` from the state stored for this worker's console. */
export async function storedRoleContext(browser: Browser, role: StoredRole, baseURL?: string): Promise<BrowserContext> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const state = JSON.parse(await readFile(authStateFile(role, test.info().parallelIndex), "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await context.addCookies(state.cookies);
  return context;
}

/** What reached the embedded upstream since this test's reset (its own request log): a call
 * the console refused is not there. Paths are below /api/v1, without the query. */
export async function upstreamLog(page: Page): Promise<{ endpointId: string | null; path: string; status: number }[]> {
  const res = await page.request.get("/api/dev/upstream-log");
  expect(res.status()).toBe(200);
  return res.json();
}

/** The statuses of the calls of `endpointId` that reached the upstream since this test's reset. */
export async function forwarded(page: Page, endpointId: string): Promise<number[]> {
  return (await upstreamLog(page)).filter((entry) => entry.endpointId === endpointId).map((entry) => entry.status);
}
