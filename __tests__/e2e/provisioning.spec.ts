// The creation pages in Chromium against the embedded upstream (spec 2 §2.1–§2.3, §4, §5): a
// standalone Moodle instance created from the + menu, its output followed to Done and the
// instance found in the list with the chosen type; names the upstream finds taken answered with
// a 400 whose field errors land on their fields with the spec's message and the alert; a shared
// server named with the next MDL_MOODLE number, confirmed and started; a creation whose output
// carries '[Errors]' ends red, worded failed, with the spec's message.
import { expect, test, type Page } from "./fixtures";
import { ACCOUNTS } from "./helpers";
import { instanceRows, listedInstances } from "./lists";

/** The next shared-server name as the spec computes it, from the upstream's own silo list. */
async function expectedSharedName(page: Page): Promise<string> {
  const res = await page.request.get("/api/v1/instances/silos?region=us-west-2");
  expect(res.status()).toBe(200);
  const numbers = ((await res.json()) as { silos: { name: string }[] }).silos
    .map((s) => /^MDL_MOODLE(\d+)$/.exec(s.name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  const next = numbers.length ? Math.max(...numbers) + 1 : 1;
  return `MDL_MOODLE${String(next).padStart(2, "0")}`;
}

const addPage = (page: Page) => page.getByRole("dialog", { name: "Add Instance" });

/** Opened by its address: an admin's + menu holds this one entry, which the suite's axe watch
 * counts as too small a scan (the superadmin test below opens its page from the menu). */
async function openAddInstance(page: Page) {
  await page.goto("/home/instances/add");
  const dialog = addPage(page);
  await expect(dialog.getByRole("heading", { name: "LMS Information" })).toBeVisible();
  return dialog;
}

async function fillForm(page: Page, values: { domain: string; instanceName: string; instanceType: string }) {
  const dialog = addPage(page);
  const packages = dialog.getByRole("combobox", { name: "Installation package" });
  await expect(packages.locator("option", { hasText: "moodle-4.5.1.tgz" })).toHaveCount(1);
  await packages.selectOption("moodle-4.5.1.tgz");
  await dialog.getByRole("textbox", { name: "Client", exact: true }).fill("Playwright University");
  await dialog.getByRole("combobox", { name: "Branch" }).selectOption("CR");
  await dialog.getByRole("textbox", { name: "Domain" }).fill(values.domain);
  await dialog.getByRole("textbox", { name: "Instance name" }).fill(values.instanceName);
  await dialog.getByRole("combobox", { name: "Instance type" }).selectOption(values.instanceType);
}

test("an admin creates a standalone Moodle instance, follows its output to Done and finds it listed with its type", async ({ page, asRole }) => {
  // The embedded upstream's creation runs 30–60 s.
  test.setTimeout(300_000);
  await asRole("admin");
  const dialog = await openAddInstance(page);
  await expect(dialog.getByRole("textbox", { name: "Contracted users" })).toHaveValue("400");
  await expect(dialog.getByRole("textbox", { name: "Volume size" })).toHaveValue("50");
  await fillForm(page, { domain: "playwrightu", instanceName: "MDL_PLAYWRIGHTU", instanceType: "t4g.large" });

  const sent = page.waitForRequest((req) => req.method() === "POST" && new URL(req.url()).pathname === "/api/v1/instance");
  await dialog.getByRole("button", { name: "Create new LMS" }).click();
  const body = (await sent).postData() ?? "";
  for (const [name, value] of [["installThemeEdumy", "false"], ["dbOnSharedRDS", "false"], ["sendEmailToClient", "false"], ["requestedBy", ACCOUNTS.admin.username]]) {
    expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
  }
  expect(body).not.toContain('name="dbInstance"');

  const board = dialog.getByRole("region", { name: "Instance Creation Process" });
  await expect(board.getByRole("status").filter({ hasText: "Running" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create new LMS" })).toHaveCount(0);
  await expect(board.getByRole("status").filter({ hasText: "Done" })).toBeVisible({ timeout: 100_000 });
  await expect(dialog.getByRole("button", { name: "Create new LMS" })).toBeVisible();

  await dialog.getByRole("button", { name: "Instances List" }).click();
  await expect(page).toHaveURL(/\/home\/instances$/);
  await expect(addPage(page)).toHaveCount(0);
  await page.getByLabel("Search").fill("MDL_PLAYWRIGHTU");
  const row = instanceRows(page).filter({ hasText: "MDL_PLAYWRIGHTU" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("t4g.large");
});

test("names the upstream finds taken come back as field errors with the spec's message, and the alert", async ({ page, asRole }) => {
  await asRole("admin");
  // A listed Moodle server's name, and the domain label its site's database is named after.
  const fleet = await listedInstances(page);
  const server = fleet.find((i) => i.deploymentType === "dedicated" && /^[A-Za-z][A-Za-z0-9_]*$/.test(i.name));
  expect(server, "the seeded fleet has a dedicated server with a plain name").toBeDefined();
  const site = fleet
    .filter((i) => i.lms === "Moodle" && i.domain)
    .map((i) => i.domain!.replace(/^https?:\/\//, "").split("."))
    .map((host) => (host.length > 2 ? host[host.length - 2] : host[0]))
    .find((label) => /^[a-z][a-z0-9]*$/.test(label));
  expect(site, "the seeded fleet has a Moodle site with a plain domain label").toBeDefined();

  const dialog = await openAddInstance(page);
  await fillForm(page, { domain: site!, instanceName: server!.name, instanceType: "t4g.small" });
  // The theme's fields too (so the page's last axe scan covers them): a script named logo.png and
  // sent as image/png is judged by its bytes and not kept.
  await dialog.getByRole("checkbox", { name: "Install Edumy theme" }).check();
  await dialog.getByLabel("Logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("<?php system($_GET['c']); ?>") });
  await expect(dialog.getByText("Please upload a file of type: image/png.")).toBeVisible();
  await expect(dialog.getByText("PNG only. Recommended size: 1920x1080.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Primary color" }).fill("#1a4f8b99");
  await expect(dialog.getByRole("textbox", { name: "Primary color" })).toHaveValue("#1a4f8b");
  const answered = page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === "/api/v1/instance");
  await dialog.getByRole("button", { name: "Create new LMS" }).click();
  expect((await answered).status()).toBe(400);

  const taken = "This name is used to create the database and is already in use. Please try another name.";
  await expect(dialog.getByRole("alert")).toHaveText("Incorrect parameters. Please check the data entered.");
  for (const name of ["Domain", "Instance name"]) {
    const input = dialog.getByRole("textbox", { name });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(taken);
  }
  await expect(dialog.getByRole("textbox", { name: "Client", exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("button", { name: "Create new LMS" })).toBeVisible();
});

test("a creation named with FAIL ends red, worded failed, with the spec's message", async ({ page, asRole }) => {
  await asRole("admin");
  const dialog = await openAddInstance(page);
  await fillForm(page, { domain: "failcollege", instanceName: "MDL_FAIL1", instanceType: "t4g.small" });
  await dialog.getByRole("button", { name: "Create new LMS" }).click();
  const board = dialog.getByRole("region", { name: "Instance Creation Process" });
  await expect(board.getByRole("status").filter({ hasText: "Failed" })).toBeVisible({ timeout: 60_000 });
  await expect(board).toHaveAttribute("data-phase", "failed");
  await expect(board.getByRole("alert")).toHaveText("Something went wrong during the process.");
  await expect(board.getByRole("log")).toContainText("[Errors]");
  await expect(board.getByText("Done", { exact: true })).toHaveCount(0);
});

test("a superadmin's new shared server gets the next MDL_MOODLE number, after a confirmation", async ({ page, asRole }) => {
  await asRole("superadmin");
  const expected = await expectedSharedName(page);
  await page.getByRole("button", { name: "+ Add" }).click();
  await page.getByRole("menuitem", { name: "Silo (Create Shared Server)" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Shared Server" });
  await expect(dialog.getByRole("textbox", { name: "Instance Name" })).toHaveValue(expected);
  await expect(dialog.getByRole("textbox", { name: "PHP Version" })).toHaveValue("8.2");

  await dialog.getByRole("button", { name: "Create new shared server" }).click();
  const question = page.getByRole("dialog", { name: "Create new shared server" });
  await expect(question).toContainText("Please confirm you want to create new shared server?");
  const sent = page.waitForRequest((req) => req.method() === "POST" && new URL(req.url()).pathname === "/api/v1/shared-instance");
  await question.getByRole("button", { name: "Create", exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ sharedServer: true, instanceName: expected });

  const board = dialog.getByRole("region", { name: "Shared Server Creation Process" });
  await expect(board.getByRole("status").filter({ hasText: "Running" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create new shared server" })).toHaveCount(0);
  await expect(dialog.getByRole("textbox", { name: "Instance Name" })).toHaveValue(expected);
});

test("a manager is not offered the pages and is sent back from them", async ({ page, asRole }) => {
  await asRole("manager");
  await expect(page.getByRole("button", { name: "+ Add" })).toHaveCount(0);
  await page.goto("/home/instances/add");
  await expect(page).toHaveURL(/\/home\/instances$/);
});

test("the mailed confirmation link shows the request read-only and follows the same creation's output", async ({ page, asRole }) => {
  test.setTimeout(300_000);
  await asRole("admin");
  const dialog = await openAddInstance(page);
  await fillForm(page, { domain: "confirmpage", instanceName: "MDL_CONFIRMPAGE", instanceType: "t4g.small" });
  await dialog.getByRole("button", { name: "Create new LMS" }).click();
  await expect(dialog.getByRole("region", { name: "Instance Creation Process" }).getByRole("status").filter({ hasText: "Running" })).toBeVisible();

  await page.goto("/home/outbox");
  const mail = page.getByRole("article", { name: "New instance requested: MDL_CONFIRMPAGE" });
  await mail.getByRole("link", { name: /\/home\/instances\/confirm-add\// }).click();
  const confirmPage = page.getByRole("dialog", { name: "Add Standalone Instance" });
  for (const [name, value] of [["Installation package", "moodle-4.5.1.tgz"], ["Client", "Playwright University"], ["Contracted users", "400"], ["Branch", "CR"], ["Domain", "confirmpage"], ["Instance name", "MDL_CONFIRMPAGE"], ["Volume size", "50"], ["Instance type", "t4g.small"]]) {
    await expect(confirmPage.getByRole("textbox", { name, exact: true })).toHaveValue(value);
  }
  await expect(confirmPage.getByRole("radio", { name: "Standalone database" })).toBeChecked();
  const board = confirmPage.getByRole("region", { name: "Instance Creation Process" });
  await expect(board.getByRole("status").filter({ hasText: "Done" })).toBeVisible({ timeout: 100_000 });
  await expect(board).toContainText("MDL_CONFIRMPAGE");
});

test("a confirmation link that names no request says 'An error occurred while loading the data'", async ({ page, asRole }) => {
  await asRole("admin");
  await page.goto("/home/instances/confirm-add/no-such-request");
  const confirmPage = page.getByRole("dialog", { name: "Add Standalone Instance" });
  await expect(confirmPage.getByRole("alert")).toHaveText("An error occurred while loading the data");
  await confirmPage.getByRole("button", { name: "Instances List" }).click();
  await expect(page).toHaveURL(/\/home\/instances$/);
});
