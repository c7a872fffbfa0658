// Bulk actions: three instances selected and stopped with one motive; one of them is
// made to fail once by the embedded upstream (POST /api/dev/fail-next); the results panel shows
// two ok and one failed with its message, "Retry failed" sends only that one again, and the
// activity page has each instance's stop with the motive.
import { expect, test, type Page } from "./fixtures";
import { dbInstanceRows, instancesInView } from "./lists";

async function runningRows(page: Page, n: number): Promise<{ id: string; name: string }[]> {
  const found = (await instancesInView(page)).filter((r) => r.state === "running");
  expect(found.length).toBeGreaterThanOrEqual(n);
  return found.slice(0, n).map(({ id, name }) => ({ id, name }));
}

test("three instances stopped with one motive: two ok, one failed with its message; retry sends only that one", async ({ page, asRole }) => {
  await asRole("admin");
  const picked = await runningRows(page, 3);
  const failing = picked[1];
  expect((await page.request.post("/api/dev/fail-next", { data: { endpoint: "instanceAction", id: failing.id } })).status()).toBe(200);

  for (const { name } of picked) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  const bar = page.getByRole("toolbar", { name: "Bulk actions" });
  await expect(bar).toContainText("3 selected");
  const calls: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname === "/api/bulk/power") calls.push(req.postData() ?? "");
  });
  await bar.getByRole("button", { name: "Stop…" }).click();

  const dialog = page.getByRole("dialog", { name: "Stop 3 instances" });
  for (const { name } of picked) await expect(dialog.getByText(name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^Active users now across them: \d+/)).toBeVisible();
  const motive = `Emergency kernel patch for the exam week, ticket ${Date.now()}`;
  await dialog.getByLabel("Motive").fill(motive);
  await dialog.getByRole("button", { name: "Stop 3" }).click();

  const panel = page.getByRole("region", { name: "Bulk action results" });
  await expect(panel.getByRole("status")).toHaveText("Done: 2 ok, 1 failed");
  const failedRow = panel.locator(`li[data-instance-id="${failing.id}"]`);
  await expect(failedRow).toContainText("failed 503");
  await expect(failedRow).toContainText("did not confirm the change");
  for (const { id } of [picked[0], picked[2]]) await expect(panel.locator(`li[data-instance-id="${id}"]`)).toContainText("ok 200");

  await panel.getByRole("button", { name: "Retry failed (1)" }).click();
  await expect(panel.getByRole("status")).toHaveText("Done: 3 ok");
  expect(calls).toHaveLength(2);
  expect((JSON.parse(calls[1]) as { ids: string[] }).ids).toEqual([failing.id]);

  // Closing keeps the run: the bar offers it again.
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toHaveCount(0);
  await bar.getByRole("button", { name: /^Last bulk action: 3 ok/ }).click();
  await expect(panel).toBeVisible();

  await page.goto("/activity");
  const withMotive = page.locator("tbody tr", { hasText: motive });
  await expect(withMotive).toHaveCount(4);
  for (const { id } of picked) await expect(withMotive.filter({ hasText: id }).filter({ hasText: "ok 200" })).toHaveCount(1);
  await expect(withMotive.filter({ hasText: failing.id }).filter({ hasText: "failed 503" })).toHaveCount(1);
});

test("database servers rebooted with one motive from the RDS list, chosen with a shift-click range", async ({ page, asRole }) => {
  await asRole("manager");
  await page.getByRole("group", { name: "View" }).getByRole("link", { name: "RDS" }).click();
  const dbRows = dbInstanceRows(page);
  await expect(dbRows.first()).toBeVisible();
  const listed = await dbRows.evaluateAll((trs) => trs.map((tr) => ({ id: tr.getAttribute("data-db-instance-id") ?? "", state: tr.querySelector(".state")?.textContent?.trim() ?? "" })));
  const first = listed.findIndex((r) => r.state === "available");
  const last = listed.findIndex((r, i) => i > first + 1 && r.state === "available");
  expect(first).toBeGreaterThanOrEqual(0);
  expect(last).toBeGreaterThan(first);
  const range = listed.slice(first, last + 1);
  const rebootable = range.filter((r) => r.state === "available");

  // The first box, then Shift on the last: every row between is taken.
  await page.getByRole("checkbox", { name: `Select ${range[0].id}` }).check();
  await page.getByRole("checkbox", { name: `Select ${range.at(-1)!.id}` }).click({ modifiers: ["Shift"] });
  const bar = page.getByRole("toolbar", { name: "Bulk actions" });
  await expect(bar).toContainText(`${range.length} selected`);
  await bar.getByRole("button", { name: "Reboot…" }).click();
  const dialog = page.getByRole("dialog", { name: `Reboot ${rebootable.length} database servers` });
  await dialog.getByLabel("Motive").fill("Parameter group change agreed for tonight");
  await dialog.getByRole("button", { name: `Reboot ${rebootable.length}` }).click();
  const panel = page.getByRole("region", { name: "Bulk action results" });
  await expect(panel.getByRole("status")).toHaveText(`Done: ${rebootable.length} ok`);
  for (const { id } of rebootable) await expect(panel.locator(`li[data-instance-id="${id}"]`)).toContainText("ok 200");
});
