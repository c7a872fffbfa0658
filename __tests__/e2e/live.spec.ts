// The live instance list: user A has the list open with a row selected and a search typed; user B
// stops that instance from another browser; A's row reads "stopping" and then "stopped" without a
// reload, in the same place, still selected, with the search still applied, and the change is
// marked and summarised once for screen readers.
import { expect, test } from "./fixtures";
import { authStateFile } from "./authState";
import { instanceRow, instanceRows, instancesInView } from "./lists";
import { stopOne } from "./stopOne";

test("a change made in another browser reaches an open list in place", async ({ page, asRole, browser, baseURL }, testInfo) => {
  await asRole("manager");
  // The first wait also covers the page's accessibility scans on a loaded machine.
  await expect(page.getByText(/^Live · updated \d+ s ago$/)).toBeVisible({ timeout: 60_000 });

  // User B: another browser, another user, the same list.
  const other = await browser.newContext({ baseURL, storageState: authStateFile("admin", testInfo.parallelIndex) });
  try {
    const pageB = await other.newPage();
    await pageB.goto("/home/instances");
    const target = (await instancesInView(pageB)).find((r) => r.state === "running" && r.actionsPath.endsWith("/dedicated"));
    expect(target, "a running dedicated instance to stop").toBeDefined();
    const { id, name } = target!;

    // User A narrows the list to it and selects it.
    await page.getByLabel("Search").fill(name);
    const row = instanceRow(page, id);
    await expect(row).toBeVisible();
    const shown = await instanceRows(page).count();
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    const placed = await row.boundingBox();

    expect(await stopOne(pageB, "Live list check from a second browser")).toBe(id);

    const state = row.locator(".state");
    await expect(state).toHaveText("stopping");
    await expect(row).toHaveAttribute("data-changed", "true");
    await expect(page.getByRole("status").filter({ hasText: `${name} is now stopping.` })).toBeAttached();
    await expect(state).toHaveText("stopped");

    // Nothing else moved: the search, the selection and the row's place survive the updates.
    await expect(page.getByLabel("Search")).toHaveValue(name);
    await expect(page.getByRole("checkbox", { name: `Select ${name}` })).toBeChecked();
    await expect(instanceRows(page)).toHaveCount(shown);
    expect((await row.boundingBox())?.y).toBe(placed?.y);
  } finally {
    await other.close();
  }
});

test("Refresh reads the list at once and the indicator stays live", async ({ page, asRole }) => {
  await asRole("manager");
  // The first wait also covers the page's accessibility scans on a loaded machine.
  await expect(page.getByText(/^Live · updated \d+ s ago$/)).toBeVisible({ timeout: 60_000 });
  const read = page.waitForResponse((res) => res.url().includes("/api/v1/instances?region=") && res.status() === 200);
  await page.getByRole("button", { name: "Refresh" }).click();
  await read;
  // The first wait also covers the page's accessibility scans on a loaded machine.
  await expect(page.getByText(/^Live · updated \d+ s ago$/)).toBeVisible({ timeout: 60_000 });
});
