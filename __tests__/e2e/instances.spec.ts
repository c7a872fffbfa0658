// The shell and the instance list in Chromium: region, search, CSV export, role-gated
// menus and links, deep links to the row modals, and closing them without a reload.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./fixtures";
import { instanceRows } from "./lists";

async function firstRowIds(page: Page, count = 5): Promise<string[]> {
  await expect(instanceRows(page).first()).toBeVisible();
  return instanceRows(page).evaluateAll((els, n) => els.slice(0, n).map((el) => el.getAttribute("data-instance-id") ?? ""), count);
}

async function chooseRegion(page: Page, region: string): Promise<void> {
  await page.getByLabel("Region").selectOption(region);
}

test("region switch changes the rows and survives a reload", async ({ page, asRole }) => {
  await asRole("manager");
  await expect(page).toHaveURL(/\/home\/instances$/);
  const west = await firstRowIds(page);
  await chooseRegion(page, "eu-central-1");
  await expect(page.getByText(/instances in eu-central-1/)).toBeVisible();
  const central = await firstRowIds(page);
  expect(central).not.toEqual(west);

  await page.reload();
  await expect(page.getByLabel("Region")).toHaveValue("eu-central-1");
  expect(await firstRowIds(page)).toEqual(central);
  expect(await page.evaluate(() => localStorage.getItem("console-region"))).toBe("eu-central-1");
});

test("search matches name, IP, state, type and instance ID, case-insensitively", async ({ page, asRole }) => {
  await asRole("manager");
  const first = instanceRows(page).first();
  await expect(first).toBeVisible();
  const cells = await first.locator("td").allInnerTexts();
  // The first cell is the selection box.
  const [, state, name, type, , id, ip] = cells.map((c) => c.trim());
  const search = page.getByLabel("Search");

  for (const value of [name, ip, state, type, id]) {
    await search.fill(value.toUpperCase());
    await expect(page.getByText(/instances match/)).toBeVisible();
    await expect(instanceRows(page).first()).toBeVisible();
    const texts = await instanceRows(page).evaluateAll((els) => els.map((el) => (el.textContent ?? "").toLowerCase()));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain(value.toLowerCase());
    await search.fill("");
    await expect(page.getByText(/instances in us-west-2/)).toBeVisible();
  }
});

test("CSV export downloads InstancesReport.csv with a BOM and the report's rows", async ({ page, asRole }) => {
  await asRole("manager");
  await expect(instanceRows(page).first()).toBeVisible();
  const report = (await (await page.request.get("/api/v1/instances/report?region=us-west-2")).json()) as { data: Record<string, string>[] };
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("InstancesReport.csv");
  const text = await readFile((await download.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split("\r\n")[0]).toBe(Object.keys(report.data[0]).map((key) => `"${key}"`).join(","));
  expect(report.data.length).toBeGreaterThan(10);
  for (const row of report.data) expect(text).toContain(`"${String(row.Description).replace(/"/g, '""')}"`);
});

test("a manager sees no + menu, Administration, cloud-database button or upgrade links", async ({ page, asRole }) => {
  await asRole("manager");
  await expect(instanceRows(page).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Reports" })).toBeVisible();
  await expect(page.getByRole("button", { name: "+ Add" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Administration" })).toHaveCount(0);
  await expect(page.getByText("Cloud DB")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Upgrade / })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Actions for / }).first()).toBeVisible();
});

test("a superadmin sees every menu and the upgrade links", async ({ page, asRole }) => {
  await asRole("superadmin");
  await expect(instanceRows(page).first()).toBeVisible();
  // The + menu's pages are built: LMS and Silo lead to them (spec 1 §2).
  await page.getByRole("button", { name: "+ Add" }).click();
  await expect(page.getByRole("menuitem", { name: "LMS", exact: true })).toHaveAttribute("href", "/home/instances/add");
  await expect(page.getByRole("menuitem", { name: "Silo (Create Shared Server)", exact: true })).toHaveAttribute("href", "/home/instances/add-shared-server");
  await page.keyboard.press("Escape");
  // The admin dashboard is built: Users and Installers lead to its two lists (spec 3 §2.9).
  await page.getByRole("button", { name: "Administration" }).click();
  await expect(page.getByRole("menuitem", { name: "Users", exact: true })).toHaveAttribute("href", "/admin/dashboard/user");
  await expect(page.getByRole("menuitem", { name: "Installers", exact: true })).toHaveAttribute("href", "/admin/dashboard/package");
  await page.keyboard.press("Escape");
  // The cloud-database report is built: the button is a link to it (spec 1 §2).
  await expect(page.getByRole("link", { name: "Cloud DB" })).toHaveAttribute("href", "/reports/dymano-instances");
  await expect(page.getByRole("link", { name: /^Upgrade / }).first()).toBeVisible();
});

test("after the list loads as superadmin, every request but the live list's stream ends, and none asked for a missing page", async ({ page, asRole }) => {
  const pending = new Set<string>();
  const missing: string[] = [];
  // The live list's stream stays open by design: it carries the changes other consoles make.
  const stream = (url: string) => new URL(url).pathname === "/api/live";
  page.on("request", (req) => void (stream(req.url()) || pending.add(req.url())));
  page.on("requestfinished", (req) => pending.delete(req.url()));
  page.on("requestfailed", (req) => pending.delete(req.url()));
  page.on("response", (res) => {
    if (res.status() === 404) missing.push(new URL(res.url()).pathname);
  });
  await asRole("superadmin");
  await expect(instanceRows(page).first()).toBeVisible();
  await expect(page.getByText(/^Live · updated \d+ s ago$/)).toBeVisible();
  // The browser asks for the icon on its own schedule; the page's own requests must all end.
  await expect.poll(() => [...pending]).toEqual([]);
  // Nothing fetched or prefetched along the way led to a page that is not there.
  expect(missing).toEqual([]);
});

test("an upgrade link on an instance that cannot be upgraded explains why", async ({ page, asRole }) => {
  await asRole("admin");
  const blocked = page.locator('a[data-upgradeable="false"]').first();
  await expect(blocked).toBeVisible();
  await blocked.click();
  await expect(page.getByText(/^This LMS cannot be upgraded because/)).toBeVisible();
  await expect(page).toHaveURL(/\/home\/instances$/);
});

test("a cold deep link to each row modal renders the list underneath", async ({ page, asRole }) => {
  await asRole("superadmin");
  const row = instanceRows(page).filter({ has: page.locator('a[data-upgradeable="true"]') }).first();
  await expect(row).toBeVisible();
  const hrefs = await row.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs).toHaveLength(5);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(instanceRows(page).first()).toBeAttached();
    // The modal hides the page from assistive technology, so look the table up by its label.
    await expect(page.locator('table[aria-label="Instances"]')).toBeAttached();
  }
});

test("Close and browser Back return to the list without fetching it again", async ({ page, asRole }) => {
  await asRole("manager");
  await expect(instanceRows(page).first()).toBeVisible();
  const listCalls: string[] = [];
  page.on("request", (req) => {
    if (/\/api\/v1\/instances\?/.test(req.url())) listCalls.push(req.url());
  });
  // A marker on the table: if the list were rendered anew, the marker would be gone.
  await page.getByRole("table", { name: "Instances" }).evaluate((el) => el.setAttribute("data-marker", "kept"));

  await page.getByRole("link", { name: /^Commands for / }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/instances$/);

  await page.getByRole("link", { name: /^Actions for / }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/instances$/);

  await expect(page.locator('table[data-marker="kept"]')).toHaveCount(1);
  expect(listCalls).toEqual([]);
});
