// The RDS view in Chromium (spec 2 §2.10, §4, §5, §8): reached from the shell's view switch and
// filtered by name; a stop with a 4-word motive is refused with the spec's message, and with
// 5 words it is confirmed, reported in the spec's words and followed to `stopped` without a
// reload; the snapshots and databases modals open from cold deep links over the list and close
// back to it; the shell's CSV button exports the rows the view shows.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { MOTIVE_MIN_WORDS_MESSAGE } from "@/lib/domain/motive";
import { dbInstanceRows, listedDbInstances } from "./lists";

async function openRdsView(page: Page) {
  await page.getByRole("group", { name: "View" }).getByRole("link", { name: "RDS" }).click();
  await expect(page).toHaveURL(/\/home\/dbinstances$/);
  await expect(page.getByRole("heading", { level: 1, name: "DB instances" })).toBeVisible();
  await expect(dbInstanceRows(page).first()).toBeVisible();
}

test("the RDS list filters by name with the shell's search", async ({ page, asRole }) => {
  await asRole("manager");
  await openRdsView(page);
  const servers = await listedDbInstances(page);
  const dedicated = servers.find((s) => s.deployment === "dedicated");
  if (!dedicated) throw new Error("the seeded fleet has no dedicated DB server in us-west-2");

  await page.getByLabel("Search").fill(dedicated.dbInstanceId.toUpperCase());
  await expect(dbInstanceRows(page)).toHaveCount(1);
  await expect(dbInstanceRows(page).first().locator("td.name")).toHaveText(dedicated.dbInstanceId);
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(`1 of ${servers.length} DB instances match “${dedicated.dbInstanceId.toUpperCase()}”`);

  // Shared servers are named mdl-shared-rds-NN: a partial name keeps exactly those.
  await page.getByLabel("Search").fill("shared-rds");
  const shared = servers.filter((s) => s.dbInstanceId.includes("shared-rds")).map((s) => s.dbInstanceId);
  expect(shared.length).toBeGreaterThan(0);
  await expect(dbInstanceRows(page)).toHaveCount(shared.length);
  await expect(dbInstanceRows(page).locator("td.name")).toHaveText(shared.map((name) => new RegExp(`^${name}`)));
});

test("a 4-word motive is refused; a stop with 5 words is followed to `stopped` without a reload", async ({ page, asRole }) => {
  // Every signed-in role may start, stop and reboot a database server (the spec restricts none).
  await asRole("manager");
  await openRdsView(page);
  const target = (await listedDbInstances(page)).find((s) => s.state === "available" && s.deployment === "dedicated");
  if (!target) throw new Error("no available dedicated DB server in us-west-2");
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page.getByLabel("Search").fill(target.dbInstanceId);
  await expect(dbInstanceRows(page)).toHaveCount(1);
  const row = dbInstanceRows(page).first();
  await expect(row.locator("td").nth(6)).toHaveText(/^\d+(\.\d+)? GiB \(\d+%\)$/);
  await row.getByRole("link", { name: `Actions for ${target.dbInstanceId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Actions · ${target.dbInstanceId}` });
  await expect(dialog.getByRole("button", { name: "Start", exact: true })).toBeDisabled();

  await dialog.getByLabel("Motive").fill("resize storage this evening");
  await dialog.getByRole("button", { name: "Stop", exact: true }).click();
  await expect(dialog.getByText(MOTIVE_MIN_WORDS_MESSAGE)).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Stop DB instance" })).toHaveCount(0);

  await dialog.getByLabel("Motive").fill("stop for the storage resize this evening");
  await dialog.getByRole("button", { name: "Stop", exact: true }).click();
  await page.getByRole("dialog", { name: "Stop DB instance" }).getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText("The operation stop was executed successfully.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  // Back to the list as it was: its search is in its address.
  await expect(page).toHaveURL(new RegExp(`/home/dbinstances\\?q=${target.dbInstanceId}&region=us-west-2$`));

  await expect(row.locator(".state")).toHaveText("stopped", { timeout: 20_000 });
  // A stopped server has no usage figure.
  await expect(row.locator("td").nth(6)).toHaveText("—");
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test("the snapshots and databases modals open from cold deep links and close to the list", async ({ page, asRole }) => {
  await asRole("manager");
  const servers = await listedDbInstances(page);
  const shared = servers.find((s) => s.deployment === "shared");
  if (!shared) throw new Error("no shared DB server in us-west-2");

  await page.goto(`/home/dbinstances/dbsnapshots/${shared.dbInstanceId}`);
  const snapshots = page.getByRole("dialog", { name: `DB Snapshots · ${shared.dbInstanceId}` });
  const snapshotTable = snapshots.getByRole("table", { name: `Snapshots of ${shared.dbInstanceId}` });
  await expect(snapshotTable.getByRole("columnheader")).toHaveText(["ID", "CREATION DATE"]);
  await expect(snapshotTable.locator("tbody tr").first()).toBeVisible();
  const dates = await snapshotTable.locator("tbody time").evaluateAll((times) => times.map((t) => Date.parse(t.getAttribute("datetime") ?? "")));
  expect(dates.length).toBeGreaterThanOrEqual(7);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  // The list is there beneath the modal on a cold load.
  await expect(dbInstanceRows(page).first()).toBeAttached();
  await snapshots.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/home\/dbinstances$/);
  await expect(dbInstanceRows(page).first()).toBeVisible();

  await page.goto(`/home/dbinstances/information/${shared.dbInstanceId}`);
  const databases = page.getByRole("dialog", { name: `Databases · ${shared.dbInstanceId}` });
  const items = databases.getByRole("list", { name: `Databases on ${shared.dbInstanceId}` }).getByRole("listitem");
  await expect(items.first()).toBeVisible();
  const names = await items.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^(moodle|totara)_[a-z0-9_]+$/);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await databases.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/home\/dbinstances$/);
});

test("the shell's CSV button exports the DB instances the view shows", async ({ page, asRole }) => {
  await asRole("manager");
  await openRdsView(page);
  const expected = (await listedDbInstances(page)).filter((s) => s.engine === "postgres");
  expect(expected.length).toBeGreaterThan(0);
  await page.getByLabel("Search").fill("postgres");
  // The search applies after its debounce: the count says when the view shows the match.
  await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText(new RegExp(`^${expected.length} of \\d+ DB instances match`));

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export the DB instances shown as CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("DbInstancesReport.csv");
  const text = await readFile((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const lines = text.slice(1).split("\r\n");
  // Every field is quoted (none of these holds a quote or a comma).
  expect(lines[0]).toBe('"State","Name","Type","Engine","Deployment","Storage (GiB)","Usage Storage (GiB)"');
  const records = lines.slice(1).map((l) => l.slice(1, -1).split('","'));
  expect(records.map((r) => r[1]).sort()).toEqual(expected.map((s) => s.dbInstanceId).sort());
  for (const r of records) {
    expect(r[3]).toMatch(/^PostgreSQL /);
    // Usage is a number for available servers and empty otherwise.
    if (r[0] === "available") expect(r[6]).toMatch(/^\d+(\.\d+)?$/);
    else expect(r[6]).toBe("");
  }
});
