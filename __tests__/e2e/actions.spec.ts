// The actions modal and the size change in Chromium: the motive rule, a stop followed to
// `stopped` without a reload, both confirmations of a smaller size, a file access change that
// persists, a backup from the server's information, and what a manager does not see.
import { expect, test, type Locator, type Page } from "./fixtures";
import { MOTIVE_MIN_WORDS_MESSAGE } from "@/lib/domain/motive";
import { instanceRow, instancesInView } from "./lists";

/** The first row showing a running dedicated instance not yet used by another test. */
async function runningDedicated(page: Page, skip: string[] = []): Promise<{ row: Locator; id: string; name: string }> {
  const found = (await instancesInView(page)).find((r) => r.state === "running" && r.actionsPath.endsWith("/dedicated") && !skip.includes(r.id));
  if (!found) throw new Error("no running dedicated instance in view");
  return { row: instanceRow(page, found.id), id: found.id, name: found.name };
}

test("the motive rule blocks 4 words; a stop with 5 is followed to `stopped` without a reload", async ({ page, asRole }) => {
  await asRole("admin");
  const { row, name } = await runningDedicated(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await row.getByRole("link", { name: `Actions for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${name}` });
  await dialog.getByLabel("Motive").fill("stop for disk check");
  await dialog.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(dialog.getByText(MOTIVE_MIN_WORDS_MESSAGE)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Stop instance" })).toHaveCount(0);

  await dialog.getByLabel("Motive").fill("stop for the monthly disk check");
  await dialog.getByRole("button", { name: "Stop", exact: true }).click();
  await page.getByRole("dialog", { name: "Stop instance" }).getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText(/may take a few minutes to show/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  await expect(row.locator(".state")).toHaveText("stopped", { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("a smaller size asks a second confirmation warning of reduced performance", async ({ page, asRole }) => {
  await asRole("admin");
  const sizeButton = page.locator("button.size").filter({ hasNotText: /nano$/ }).first();
  await expect(sizeButton).toBeVisible();
  const current = (await sizeButton.textContent()) ?? "";
  const smaller = current.startsWith("m5.") ? "t3.nano" : `${current.split(".")[0]}.nano`;

  await sizeButton.click();
  const dialog = page.getByRole("dialog", { name: /^Change instance type/ });
  await dialog.getByLabel("New instance type").selectOption(smaller);
  await dialog.getByRole("button", { name: "Change" }).click();
  await page.getByRole("dialog", { name: "Change instance type", exact: true }).getByRole("button", { name: "Change" }).click();
  const second = page.getByRole("dialog", { name: "Smaller instance type" });
  await expect(second).toContainText(`${smaller} is smaller than ${current}`);
  await expect(second).toContainText("slower");
  await second.getByRole("button", { name: "Use the smaller size" }).click();
  await expect(page.getByText(new RegExp(`to ${smaller.replace(".", "\\.")} was requested`))).toBeVisible();
});

test("a file access toggle and Update round trip persists", async ({ page, asRole }) => {
  await asRole("admin");
  const { row, name, id } = await runningDedicated(page);
  await row.getByRole("link", { name: `Actions for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${name}` });
  const files = dialog.getByRole("list", { name: "Files and folders" });
  await expect(files.getByRole("listitem").first()).toBeVisible();
  const update = dialog.getByRole("button", { name: "Update" });
  await expect(update).toBeDisabled();
  await expect(dialog.getByText("No changes to update")).toBeVisible();

  const box = files.getByRole("checkbox").first();
  const before = await box.isChecked();
  await box.click();
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText("Access updated successfully")).toBeVisible();
  await expect(update).toBeDisabled();

  await page.reload();
  const again = page.getByRole("dialog", { name: `Actions · ${name}` });
  await expect(again.getByRole("list", { name: "Files and folders" }).getByRole("checkbox").first()).toBeChecked({ checked: !before });
  expect(page.url()).toContain(id);
});

test("a backup gathers the server's information and begins", async ({ page, asRole }) => {
  await asRole("admin");
  const { row, name, id } = await runningDedicated(page);
  const serverInfo = page.waitForRequest((req) => req.method() === "GET" && new URL(req.url()).pathname === `/api/v1/server-info/${id}`);
  await row.getByRole("link", { name: `Actions for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${name}` });
  await dialog.getByRole("heading", { name: "Backup" }).scrollIntoViewIfNeeded();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  expect(new URL((await serverInfo).url()).searchParams.get("region")).toBe("us-west-2");
  await expect(page.getByText("All the necessary data for the backup process have been obtained. The backup process will begin.")).toBeVisible();
});

test("a manager sees no Backup and no Delete, and file access is view only", async ({ page, asRole }) => {
  await asRole("manager");
  const { row, name } = await runningDedicated(page);
  await row.getByRole("link", { name: `Actions for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${name}` });
  await expect(dialog.getByRole("heading", { name: "General" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "File Access" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Backup" })).toHaveCount(0);
  await expect(dialog.getByRole("heading", { name: "Delete" })).toHaveCount(0);
  await expect(dialog.getByRole("checkbox").first()).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Update" })).toHaveCount(0);
  await expect(page.locator("button.size")).toHaveCount(0);
});

test("a delete request is confirmed and its approval link lands in the dev outbox", async ({ page, asRole }) => {
  await asRole("admin");
  const { row, name } = await runningDedicated(page);
  await row.getByRole("link", { name: `Actions for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${name}` });
  const field = dialog.getByLabel("Instance name");
  await field.fill(`${name}-typo`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("dialog", { name: "Delete instance" })).toHaveCount(0);

  await field.fill(name);
  await dialog.getByLabel("Do not delete domain").check();
  await dialog.getByRole("button", { name: "Delete" }).click();
  const confirmation = page.getByRole("dialog", { name: "Delete instance" });
  await expect(confirmation).toContainText("its domain is kept");
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(/sent to the superadmins for approval/)).toBeVisible();

  await page.goto("/home/outbox");
  const mail = page.getByRole("article", { name: new RegExp(`delete ${name}$`) });
  await expect(mail).toBeVisible();
  await expect(mail.getByRole("link", { name: /^\/home\/delete\/[^/]+\/delete-lms\?region=us-west-2$/ })).toBeVisible();
});
