// Shared steps of the e2e suites: signing in with a seeded account and its current code.
import { expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { SEED_TOTP_SECRETS } from "@/lib/sim/auth/seedUsers";
import { totp } from "@/lib/sim/auth/totp";

export const ACCOUNTS = {
  manager: { username: "manager@example.com", password: "Manager!2026" },
  admin: { username: "admin@example.com", password: "Admin!2026" },
  superadmin: { username: "superadmin@example.com", password: "Super!2026" },
  newadmin: { username: "newadmin@example.com", password: "Newadmin!2026" },
} as const;

export function currentCode(username: keyof typeof SEED_TOTP_SECRETS): string {
  return totp(SEED_TOTP_SECRETS[username], Date.now());
}

export async function submitPassword(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

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
