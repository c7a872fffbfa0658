// Sign-in, two-factor, enrolment, logout and remembered deep links, in Chromium.
import { expect, test } from "./fixtures";
import { ACCOUNTS, currentCode, secretFromQr, signIn, signOut, submitPassword, unusedCodeFor } from "./helpers";

test("a manager signs in with password and authenticator code and lands on /home", async ({ page }) => {
  await signIn(page, "manager");
  await expect(page).toHaveURL(/\/home\/instances$/);
  await expect(page.getByText("Maria Manager")).toBeVisible();
});

test("a wrong password marks the password field", async ({ page }) => {
  await page.goto("/");
  await submitPassword(page, ACCOUNTS.admin.username, "not-the-password");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Code")).toHaveCount(0);
});

test("a wrong code marks the code field and does not sign in", async ({ page }) => {
  await page.goto("/");
  await submitPassword(page, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  const right = currentCode(ACCOUNTS.admin.username);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
  await page.getByLabel("Code").fill(wrong);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
  await page.goto("/home");
  await expect(page).toHaveURL(/\/$/);
});

test("the not-yet-enrolled admin scans the QR code, enrols and signs in", async ({ page }) => {
  await page.goto("/");
  await submitPassword(page, ACCOUNTS.newadmin.username, ACCOUNTS.newadmin.password);
  await expect(page).toHaveURL(/\/qrcode$/);
  await expect(page.getByText("Enter token to enable two factor authentication")).toBeVisible();

  const secret = await secretFromQr(page);

  await page.getByLabel("Token").fill(unusedCodeFor(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/$/);

  await submitPassword(page, ACCOUNTS.newadmin.username, ACCOUNTS.newadmin.password);
  // The enrolling code is spent: sign-in takes the next one.
  await page.getByLabel("Code").fill(unusedCodeFor(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/home\/instances$/);
  await expect(page.getByText("Nora Newadmin")).toBeVisible();
});

test("logout ends the session", async ({ page }) => {
  await signIn(page, "superadmin");
  await expect(page).toHaveURL(/\/home\/instances$/);
  await signOut(page);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/$/);
});

test("an anonymous deep link to a delete page is followed once after sign-in", async ({ page }) => {
  await page.goto("/home/delete/abc/delete-lms");
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, "superadmin");
  await expect(page).toHaveURL(/\/home\/delete\/abc\/delete-lms$/);

  await signOut(page);
  await signIn(page, "superadmin");
  await expect(page).toHaveURL(/\/home\/instances$/);
});

test("neither the session endpoint nor the page carries the upstream token", async ({ page }) => {
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/home\/instances$/);
  const session = await page.request.get("/api/auth/session");
  const body = await session.json();
  expect(body.user).toMatchObject({ name: "Adrian Admin", role: "admin", twoFactorVerified: true });
  expect(JSON.stringify(body)).not.toMatch(/accessToken|refreshToken/);
  const html = await page.content();
  expect(html).not.toMatch(/accessToken|refreshToken/);
  // The cookie holding the credentials is out of reach of page scripts.
  const visible = await page.evaluate(() => document.cookie);
  expect(visible).not.toContain("next-auth.session-token");
});

test("a call refused for an ended session sends the user to sign-in", async ({ page, context }) => {
  await signIn(page, "manager");
  await expect(page.locator('table[aria-label="Instances"] tbody tr').first()).toBeVisible();
  // The rows ask for their certificates after they are painted; once those have all answered,
  // nothing else is in flight, so the region change below is the first call the ended session
  // makes (otherwise a late certificate call may be refused first and leave the page meanwhile).
  await expect(page.locator(".cert.loading")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  // The session ends behind the page's back (expired, or signed out in another tab).
  await context.clearCookies({ name: "next-auth.session-token" });
  await page.getByLabel("Region").selectOption("eu-central-1");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("every page has the console's icon: /favicon.ico is served", async ({ page }) => {
  const res = await page.request.get("/favicon.ico");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\//);
  // An ICO file: reserved 0, type 1, one image.
  expect([...(await res.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
});
