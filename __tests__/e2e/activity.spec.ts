// The activity page: a stop made with a motive is there with its user, instance,
// motive, outcome and the pre-flight facts its confirmation showed, and in the information modal's Activity tab; a filtered view lives in the address and its CSV holds those rows; a
// manager sees only their own rows.
import { expect, test } from "./fixtures";
import { stopOne } from "./stopOne";

test("a stop with a motive is on the activity page; the filtered view is in the address and its CSV has the row", async ({ page, asRole }) => {
  await asRole("admin");
  const motive = `Disk check before the exams, ticket ${Date.now()}`;
  const id = await stopOne(page, motive);

  // The information modal's Activity tab tells the same of this server.
  await page.locator(`tr[data-instance-id="${id}"]`).getByRole("link", { name: /^Info for / }).click();
  const information = page.getByRole("dialog", { name: /^Information · / });
  await information.getByRole("tab", { name: "Activity" }).click();
  const timeline = information.locator("tr", { hasText: motive });
  await expect(timeline).toHaveCount(1);
  await expect(timeline).toContainText("ok 200");
  await information.getByRole("button", { name: "Close" }).click();

  await page.getByRole("button", { name: "Reports" }).click();
  await page.getByRole("menuitem", { name: "Activity" }).click();
  await expect(page).toHaveURL(/\/activity$/);
  const row = page.locator("tr", { hasText: motive });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("admin@example.com");
  await expect(row).toContainText("Start, stop or reboot an instance");
  await expect(row).toContainText(id);
  await expect(row).toContainText("ok 200");
  await row.getByText("Facts shown before confirming").click();
  await expect(row.locator("details")).toContainText(/Active users.*Backup in the last 24 hours: /);

  await page.getByLabel("Target").fill(id);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`/activity\\?target=${id}$`));
  const shown = page.locator("tbody tr");
  await expect(shown.first()).toContainText(id);
  const count = await shown.count();

  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  expect(href).toBe(`/api/activity/export?target=${id}`);
  const csv = await (await page.request.get(href!)).text();
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe('"Time (UTC)","User","Role","Action","Action id","Target kind","Target id","Target name","Region","Motive","Pre-flight facts","Status","Outcome","Message","Duration (ms)","Request id"');
  expect(lines).toHaveLength(count + 1);
  expect(lines.filter((l) => l.includes(motive))).toHaveLength(1);
});

test("a manager sees only their own rows, and no user filter", async ({ page, asRole }) => {
  await asRole("manager");
  const motive = `Restart window agreed with the dean, ticket ${Date.now()}`;
  await stopOne(page, motive);
  await page.goto("/activity");
  await expect(page.locator("tr", { hasText: motive })).toHaveCount(1);
  const users = await page.locator("tbody tr td:nth-child(2)").allTextContents();
  expect(users.length).toBeGreaterThan(0);
  for (const user of users) expect(user).toMatch(/^manager@example\.com/);
  await expect(page.getByLabel("User", { exact: true })).toHaveCount(0);
  // Asking for someone else's rows in the address changes nothing.
  await page.goto("/activity?user=admin%40example.com");
  for (const user of await page.locator("tbody tr td:nth-child(2)").allTextContents()) expect(user).toMatch(/^manager@example\.com/);
});
