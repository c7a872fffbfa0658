// Saved views of the instance list in Chromium: a filtered view saved under a name
// opens again from the Saved views menu on the plain list, with the same address and count line;
// it is deleted after a confirmation; and another user never sees it. The views live in the
// console's database, which outlives the per-test reset, so each test names its views uniquely
// and deletes them.
import { expect, test, type Page } from "./fixtures";
import { storedRoleContext } from "./helpers";
import { listedInstances } from "./lists";

function uniqueName(label: string): string {
  const info = test.info();
  return `${label} ${info.repeatEachIndex}-${info.retry}-${Date.now() % 100_000}`;
}

async function openSavedViews(page: Page) {
  await page.getByRole("button", { name: "Saved views" }).click();
  const menu = page.getByRole("menu", { name: "Saved views" });
  await expect(menu).toBeVisible();
  return menu;
}

test("a filtered view saved with a name opens again from the Saved views menu, then is deleted", async ({ page, asRole }) => {
  await asRole("admin");
  const instances = await listedInstances(page);
  const expected = instances.filter((i) => i.state === "running" && i.deploymentType === "dedicated").length;
  expect(expected, "running dedicated instances in us-west-2").toBeGreaterThan(0);
  const filteredLine = `${expected} of ${instances.length} instances match the filters`;

  await page.getByRole("button", { name: /^Filters and columns/ }).click();
  const filters = page.getByRole("dialog", { name: "Filters and columns" });
  for (const box of ["running", "dedicated"]) await filters.getByRole("checkbox", { name: box, exact: true }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(filteredLine)).toBeVisible();
  // The address follows once the browser is idle after the rows' paint.
  await expect.poll(() => new URL(page.url()).searchParams.get("state")).toBe("running");
  const filteredUrl = page.url();

  // An empty name is refused on the field; a name is then saved with Enter.
  const name = uniqueName("Running dedicated");
  await (await openSavedViews(page)).getByRole("menuitem", { name: "Save this view…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this view" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(/Give the view a name\./);
  await dialog.getByRole("textbox", { name: "Name" }).fill(name);
  await dialog.getByRole("textbox", { name: "Name" }).press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`The view was saved as “${name}”.`)).toBeVisible();

  await page.goto("/home/instances");
  await expect(page.getByText(`${instances.length} instances in us-west-2`)).toBeVisible();
  await (await openSavedViews(page)).getByRole("menuitem", { name, exact: true }).click();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.getByText(filteredLine)).toBeVisible();
  await expect(page.getByRole("button", { name: "Filters and columns (2)" })).toBeVisible();

  await (await openSavedViews(page)).getByRole("menuitem", { name: "Manage saved views…" }).click();
  const manage = page.getByRole("dialog", { name: "Saved views" });
  await manage.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete saved view" });
  await expect(confirm).toContainText(name);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(manage.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
  await manage.getByRole("button", { name: "Close" }).click();
  await expect(manage).toHaveCount(0);
  const menu = await openSavedViews(page);
  await expect(menu.getByRole("menuitem", { name, exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Saved views" })).toBeFocused();
});

test("another user does not see the admin's saved views", async ({ page, browser, asRole, baseURL }) => {
  const name = uniqueName("Admin only");
  const admin = await storedRoleContext(browser, "admin", baseURL!);
  const origin = new URL(baseURL!).origin;
  const saved = await admin.request.post("/api/views", { headers: { origin }, data: { name, url: "/home/instances?state=stopped" } });
  expect(saved.status()).toBe(200);
  const { view } = (await saved.json()) as { view: { id: string } };
  try {
    await asRole("manager");
    const menu = await openSavedViews(page);
    await expect(menu.getByRole("menuitem", { name: "Save this view…" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name, exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    const mine = await page.request.get("/api/views");
    expect(((await mine.json()) as { views: { name: string }[] }).views.map((v) => v.name)).not.toContain(name);
  } finally {
    await admin.request.delete(`/api/views/${view.id}`, { headers: { origin } });
    await admin.close();
  }
});
