// The modal-route table in Chromium: a version with "+" reads the same in the information
// modal as in the list; closing a modal opened from the list leaves no Back entry that reopens
// it, and closing a cold deep link leaves Back to where the user came from; an edited actions
// link that names another instance than the listed one is refused, with no Delete to press.
import { expect, test, type AsRole, type Page } from "./fixtures";
import { instanceRows, listedInstances, searchOne } from "./lists";

/** Signs in from the stored state with a console page behind the list in the tab's history:
 * the stored sign-in opens the list as the tab's first page, and Back from there would leave
 * the console for about:blank (page sign-in left its sign-in page there). The page behind is
 * the list under another URL (a query it ignores): every role may see it (the outbox is admin
 * only), and Chromium turns a visit to the very URL already shown into a replace, not an entry. */
async function atListWithPageBehind(page: Page, asRole: AsRole, role: Parameters<AsRole>[0]) {
  await asRole(role);
  await page.goto("/home/instances?before");
  await expect(instanceRows(page).first()).toBeVisible();
  await page.goto("/home/instances");
}

/** Narrows the list to one instance (by its ID) so its row is on screen. */
async function showOnly(page: Page, instanceId: string) {
  await searchOne(page, instanceId);
  return instanceRows(page).first();
}

test("a 4.3+ version shows as 4.3+ in the information modal, and Back after closing does not reopen it", async ({ page, asRole }) => {
  await atListWithPageBehind(page, asRole, "admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const plus = (await listedInstances(page)).find((i) => i.deploymentType === "dedicated" && i.version?.endsWith("+"));
  expect(plus, "the seeded fleet has a dedicated Moodle server with a + version").toBeDefined();
  const row = await showOnly(page, plus!.instanceId);
  await expect(row.locator("td").nth(4)).toHaveText(plus!.version!);

  const info = row.getByRole("link", { name: `Info for ${plus!.name}` });
  const href = (await info.getAttribute("href"))!;
  await info.click();
  const dialog = page.getByRole("dialog", { name: `Information · ${plus!.name}` });
  await expect(dialog).toBeVisible();
  // The contract form's read-only Version field.
  await expect(dialog.getByLabel("Version", { exact: true })).toHaveValue(plus!.version!);
  await expect(dialog).not.toContainText("%2B");

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Back to the list as it was: its search is in its address.
  await expect(page).toHaveURL(new RegExp(`/home/instances\\?q=${plus!.instanceId}&region=us-west-2$`));
  await page.goBack();
  await expect(page).not.toHaveURL(/\/information\//);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Loaded cold, the server-rendered modal reads the version the same way.
  await page.goto(href);
  await expect(page.getByRole("dialog", { name: `Information · ${plus!.name}` }).getByLabel("Version", { exact: true })).toHaveValue(plus!.version!);
});

test("closing the actions modal opened from the list, then Back, does not reopen it", async ({ page, asRole }) => {
  await atListWithPageBehind(page, asRole, "manager");
  await expect(instanceRows(page).first()).toBeVisible();
  const entry = () => page.evaluate(() => window.navigation.currentEntry?.index);
  const listEntry = await entry();
  await page.getByRole("link", { name: /^Actions for / }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/instances$/);
  // Closing went back to the list's own entry rather than adding one after the modal's.
  expect(await entry()).toBe(listEntry);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/actions\//);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a cold deep link closed with Close leaves Back to the page the user came from", async ({ page, asRole }) => {
  await asRole("admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const href = await page.getByRole("link", { name: /^Commands for / }).first().getAttribute("href");
  await page.goto("/home/outbox");
  await expect(page).toHaveURL(/\/home\/outbox$/);
  await page.goto(href!);
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/home\/instances$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/home\/outbox$/);
});

test("an edited actions link with another name is refused and offers no Delete", async ({ page, asRole }) => {
  await asRole("admin");
  await expect(instanceRows(page).first()).toBeVisible();
  const target = (await listedInstances(page))[0];
  const row = await showOnly(page, target.instanceId);
  const href = (await row.getByRole("link", { name: `Actions for ${target.name}` }).getAttribute("href"))!;
  const parts = href.split("/");
  parts[5] = encodeURIComponent(`${target.name}-other`);
  await page.goto(parts.join("/"));

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveText(`This link does not match the instance listed as ${target.name}. Open it again from the list.`);
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Stop", exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel("Instance name")).toHaveCount(0);

  // The link as the list writes it still offers the sections.
  await page.goto(href);
  await expect(page.getByRole("dialog").getByRole("button", { name: "Delete" })).toBeVisible();
});
