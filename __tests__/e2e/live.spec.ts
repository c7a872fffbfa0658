// The live instance list: user A has the list open with a row selected and a search typed; user B
// stops that instance from another browser; A's row reads "stopping" and then "stopped" without a
// reload, in the same place, still selected, with the search still applied, and the change is
// marked and summarised once for screen readers. The row's states and its mark are recorded as
// the page paints them, so what is shown for a moment is seen whatever the machine's speed.
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

    // User A narrows the list to it by its id (a name may be part of another row's name, and
    // that row may change meanwhile) and selects it.
    await page.getByLabel("Search").fill(id);
    const row = instanceRow(page, id);
    await expect(instanceRows(page)).toHaveCount(1);
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    const placed = await row.boundingBox();

    // Every state the row shows from now on, as the page paints it (a "stopping" lasts a moment).
    await page.evaluate((rowId) => {
      const shown: string[] = [];
      const seen = { shownStates: shown, marked: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      const tr = document.querySelector(`tr[data-instance-id="${rowId}"]`);
      const note = () => {
        const text = tr?.querySelector(".state")?.textContent?.trim() ?? "";
        if (shown.at(-1) !== text) shown.push(text);
        if (tr?.getAttribute("data-changed") === "true") seen.marked = true;
      };
      note();
      if (tr) new MutationObserver(note).observe(tr, { subtree: true, childList: true, characterData: true, attributes: true });
    }, id);

    expect(await stopOne(pageB, "Live list check from a second browser")).toBe(id);

    const state = row.locator(".state");
    await expect(state).toHaveText("stopped");
    const seen = () => page.evaluate(() => (window as unknown as { seen: { shownStates: string[]; marked: boolean } }).seen);
    await expect.poll(async () => (await seen()).shownStates).toEqual(["running", "stopping", "stopped"]);
    // The changed row was marked (for a few seconds: recorded as it was painted).
    expect((await seen()).marked).toBe(true);
    await expect(page.getByRole("status").filter({ hasText: `${name} is now stopped.` })).toBeAttached();

    // Nothing else moved: the search, the selection and the row's place survive the updates.
    await expect(page.getByLabel("Search")).toHaveValue(id);
    await expect(page.getByRole("checkbox", { name: `Select ${name}` })).toBeChecked();
    await expect(instanceRows(page)).toHaveCount(1);
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
