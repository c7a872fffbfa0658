// The long lists' layout in Chromium: at 1,280 × 800 every spec column of the instance list is
// in view; at 768 px with every fleet column each row's links stay in view while the table
// scrolls sideways, and its size change and state word are reachable; the RDS list at 768 px
// keeps names whole and links in view; typing in the search keeps the focus whatever the
// keyboard's row was, and a search that keeps nothing says so and can be cleared.
import { expect, test, type Locator, type Page } from "./fixtures";
import { dbInstanceRows, instanceRows, listedInstances } from "./lists";

const SPEC_COLUMNS = ["Status", "Name", "Type", "Version", "Instance ID", "IP", "Certificate", "Settings"];

/** What is wrong with the rows in view of `table`: a cut name, or a link outside the table's
 * visible box or the window, or covered by another element. */
function layoutProblems(table: Locator): Promise<string[]> {
  return table.evaluate((el) => {
    const frame = el.parentElement!;
    const box = frame.getBoundingClientRect();
    const right = Math.min(box.left + frame.clientWidth, window.innerWidth);
    const bottom = Math.min(box.top + frame.clientHeight, window.innerHeight);
    const problems: string[] = [];
    for (const tr of el.querySelectorAll<HTMLElement>("tbody tr[aria-rowindex]")) {
      const row = tr.getBoundingClientRect();
      if (row.top < box.top + 40 || row.bottom > bottom) continue;
      const name = tr.querySelector<HTMLElement>("td.name")!;
      if (name.scrollWidth > name.clientWidth) problems.push(`${name.textContent} is cut`);
      for (const link of tr.querySelectorAll<HTMLElement>(".links a")) {
        const r = link.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (r.left < box.left || r.right > right) problems.push(`${link.getAttribute("aria-label")} is out of view`);
        else if (!hit || !link.contains(hit)) problems.push(`${link.getAttribute("aria-label")} is covered`);
      }
    }
    return problems;
  });
}

async function at(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
}

test("at 1280 × 800 every spec column and every row's links are in view", async ({ page, asRole }) => {
  await at(page, 1280);
  await asRole("admin");
  const table = page.getByRole("table", { name: "Instances" });
  await expect(instanceRows(page).first()).toBeVisible();
  for (const label of SPEC_COLUMNS) await expect(table.getByRole("columnheader", { name: label, exact: true })).toBeInViewport({ ratio: 1 });
  expect(await table.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  expect(await layoutProblems(table)).toEqual([]);
});

test("at 768 px with every fleet column the links stay in view; the size change and state word are reachable", async ({ page, asRole }) => {
  await at(page, 768);
  await asRole("admin");
  await page.goto("/home/instances?cols=lms,deployment,ssl,cdn,php");
  const table = page.getByRole("table", { name: "Instances" });
  await expect(table.getByRole("columnheader", { name: "PHP" })).toBeAttached();
  const row = instanceRows(page).first();
  await expect(row).toBeVisible();
  expect(await layoutProblems(table)).toEqual([]);
  await expect(row.locator(".state-word")).toBeInViewport({ ratio: 1 });
  // A trial click scrolls the table sideways to the button and fails if anything covers it.
  const size = row.getByRole("button", { name: /^Instance type / });
  await size.click({ trial: true });
  await expect(size).toBeInViewport({ ratio: 1 });
  // Scrolled sideways, the links are still in view.
  expect(await layoutProblems(table)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});

test("the RDS list at 768 px keeps every name whole and every row's links in view", async ({ page, asRole }) => {
  await at(page, 768);
  await asRole("admin");
  await page.goto("/home/dbinstances");
  await expect(dbInstanceRows(page).first()).toBeVisible();
  expect(await layoutProblems(page.getByRole("table", { name: "DB instances" }))).toEqual([]);
});

test("the search keeps the focus while the list shrinks below the keyboard's row; an empty result can be cleared", async ({ page, asRole }) => {
  await asRole("admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const all = await listedInstances(page);
  const target = all.find((i) => all.filter((j) => j.name.toLowerCase().includes(i.name.toLowerCase())).length === 1)!;
  // The list is painted before its scripts run: j is pressed until it is heard.
  await expect(async () => {
    await page.keyboard.press("j");
    await expect(instanceRows(page).first()).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (let i = 0; i < 4; i++) await page.keyboard.press("j");
  await expect(instanceRows(page).nth(4)).toBeFocused();

  const search = page.getByLabel("Search");
  await page.keyboard.press("/");
  await page.keyboard.type(target.name);
  await expect(page.getByText(`1 of ${all.length} instances match`)).toBeVisible();
  await expect(search).toBeFocused();
  await page.keyboard.type("zz");
  await expect(page.getByText(`No instances match “${target.name}zz”.`)).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(`${target.name}zz`);
  await page.getByRole("button", { name: "Clear the search" }).click();
  await expect(page.getByText(`${all.length} instances in us-west-2`)).toBeVisible();
});
