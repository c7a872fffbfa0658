// Idle sessions, with the browser's clock moved on instead of waiting half an hour:
// after 29 minutes without input the console warns; at 30 it ends the session and the sign-in
// page says why; the motive typed in the actions modal is kept in the tab (never sent anywhere)
// and, once the same user signs in again, the console returns to that modal with the motive back;
// a motive typed in the bulk-stop dialog, which does not come back with its page, is named with
// its text in a notice that stays instead of being lost silently.
import { expect, test } from "./fixtures";
import { ACCOUNTS, currentCode, signIn, submitPassword } from "./helpers";
import { instanceRows, instancesInView } from "./lists";

test("an idle page warns, ends the session, and gives the typed motive back after sign-in", async ({ page }) => {
  await page.clock.install();
  await signIn(page, "manager");
  await expect(page).toHaveURL(/\/home\/instances/);

  const row = instanceRows(page).first();
  await row.getByRole("link", { name: /^Actions for / }).click();
  const actions = page.getByRole("dialog", { name: /^Actions · / });
  const motive = "Restart agreed with the registrar for the evening window";
  await actions.getByLabel("Motive").fill(motive);
  const modalUrl = new URL(page.url());

  await page.clock.fastForward("29:05");
  const warning = page.getByRole("alertdialog", { name: "Are you still there?" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("Signing out in 0:");

  await page.clock.fastForward("01:00");
  await expect(page).toHaveURL(/\/\?signedOut=idle$/);
  await expect(page.getByRole("status")).toHaveText("You were signed out after 30 minutes without activity. Sign in again to carry on: what you had typed is kept in this tab.");
  // The same user signs in again in the same tab.
  const { username, password } = ACCOUNTS.manager;
  await submitPassword(page, username, password);
  await page.getByLabel("Code").fill(currentCode(username));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page).toHaveURL(modalUrl.pathname + modalUrl.search);
  const reopened = page.getByRole("dialog", { name: /^Actions · / });
  await expect(reopened.getByLabel("Motive")).toHaveValue(motive);
  await expect(page.getByText("What you had typed before the idle sign-out is back.")).toBeVisible();
});

test("a motive typed in the bulk-stop dialog is named with its text after sign-in, not lost silently", async ({ page }) => {
  await page.clock.install();
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/home\/instances/);
  const running = (await instancesInView(page)).filter((r) => r.state === "running").slice(0, 2);
  expect(running).toHaveLength(2);
  for (const { name } of running) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await page.getByRole("toolbar", { name: "Bulk actions" }).getByRole("button", { name: "Stop…" }).click();
  const motive = "Stopping both servers for the storage migration tonight";
  await page.getByRole("dialog", { name: "Stop 2 instances" }).getByLabel("Motive").fill(motive);

  await page.clock.fastForward("29:05");
  await expect(page.getByRole("alertdialog", { name: "Are you still there?" })).toBeVisible();
  await page.clock.fastForward("01:00");
  await expect(page).toHaveURL(/\/\?signedOut=idle$/);
  const { username, password } = ACCOUNTS.admin;
  await submitPassword(page, username, password);
  await page.getByLabel("Code").fill(currentCode(username));
  await page.getByRole("button", { name: "Verify" }).click();

  await expect(page).toHaveURL(/\/home\/instances/);
  await expect(page.getByText(`Motive in "Stop 2 instances": "${motive}"`, { exact: false })).toBeVisible({ timeout: 20_000 });
});
