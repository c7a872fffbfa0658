// The admin dashboard (spec 3 §2.9–§2.11, §5, §6, §8): console users are real accounts
// of the upstream — a new one enrols two-factor, a reset password replaces the old one, a
// demotion ends the demoted user's open session — and packages uploaded here are what the
// add-instance form offers.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ACCOUNTS, secretFromQr, signIn, signOut, submitPassword, unusedCodeFor } from "./helpers";

const NEW_USER = { email: "lucia.gestora@example.com", firstName: "Lucía", lastName: "Gestora", password: "Gestora!2026", newPassword: "Renovada#2027" };
const GZIP_HEAD = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);

function dialog(page: Page, title: string) {
  return page.getByRole("dialog", { name: title });
}

async function fillNewUser(page: Page, password: string) {
  const form = dialog(page, "Add User");
  await form.getByLabel("Email").fill(NEW_USER.email);
  await form.getByLabel("First Name").fill(NEW_USER.firstName);
  await form.getByLabel("Last Name").fill(NEW_USER.lastName);
  // Required fields' labels end in " *".
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel(/^Confirm Password/).fill(password);
}

test("a superadmin creates a manager who enrols two-factor and has no Administration; a reset password replaces the old one", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, "superadmin");
  await expect(page).toHaveURL(/\/home\/instances$/);
  await page.getByRole("button", { name: "Administration" }).click();
  await page.getByRole("menuitem", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/user$/);
  await page.getByRole("link", { name: "Add User" }).click();

  // A weak password is refused in the spec's words, and nothing is lost.
  await fillNewUser(page, "weakpass");
  await dialog(page, "Add User").getByRole("button", { name: "Create User" }).click();
  await expect(dialog(page, "Add User").getByText("Must include 8+ chars, numbers, special chars and uppercase")).toBeVisible();
  await expect(dialog(page, "Add User").getByLabel("Email")).toHaveValue(NEW_USER.email);

  await fillNewUser(page, NEW_USER.password);
  await expect(dialog(page, "Add User").getByLabel("Profile")).toHaveValue("manager");
  await dialog(page, "Add User").getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText("User created successfully")).toBeVisible();
  await expect(dialog(page, "Add User")).toBeHidden();
  await expect(page.locator(`tr[data-user-id="${NEW_USER.email}"]`)).toContainText("Manager");
  await signOut(page);

  // The new account signs in, must enrol two-factor, then signs in with its code.
  await submitPassword(page, NEW_USER.email, NEW_USER.password);
  await expect(page).toHaveURL(/\/qrcode$/);
  const secret = await secretFromQr(page);
  await page.getByLabel("Token").fill(unusedCodeFor(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/$/);
  await submitPassword(page, NEW_USER.email, NEW_USER.password);
  await page.getByLabel("Code").fill(unusedCodeFor(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/home\/instances$/);
  await expect(page.getByText(`${NEW_USER.firstName} ${NEW_USER.lastName}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Administration" })).toHaveCount(0);
  // The page itself refuses a manager, and says so.
  await page.goto("/admin/dashboard/user");
  await expect(page.getByText("You are not authorized to view this page.")).toBeVisible();
  await signOut(page);

  // The superadmin resets the password (the form loads the user first).
  await signIn(page, "superadmin");
  await expect(page).toHaveURL(/\/home\/instances$/);
  await page.goto("/admin/dashboard/user");
  await page.getByRole("link", { name: `Reset Password ${NEW_USER.email}` }).click();
  const reset = dialog(page, "Reset Password");
  await expect(reset.getByText(NEW_USER.email)).toBeVisible();
  await reset.getByLabel(/^Current Password/).fill(NEW_USER.password);
  await reset.getByLabel(/^New Password/).fill(NEW_USER.newPassword);
  await reset.getByLabel(/^Confirm New Password/).fill(`${NEW_USER.newPassword}x`);
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(reset.getByText("Passwords do not match")).toBeVisible();
  await reset.getByLabel(/^Confirm New Password/).fill(NEW_USER.newPassword);
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password reset successfully")).toBeVisible();
  await signOut(page);

  // The old password no longer works; the new one reaches the code step.
  await submitPassword(page, NEW_USER.email, NEW_USER.password);
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Code")).toHaveCount(0);
  await page.getByLabel("Password", { exact: true }).fill(NEW_USER.newPassword);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("Code")).toBeVisible();
});

test("demoting an admin ends that admin's open session: their next page is the sign-in", async ({ page, browser, baseURL, asRole }) => {
  // The admin not yet enrolled, half signed in (its enrolment page): a session of its own, so the
  // demotion ends no session another test relies on.
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/");
  await submitPassword(adminPage, ACCOUNTS.newadmin.username, ACCOUNTS.newadmin.password);
  await expect(adminPage).toHaveURL(/\/qrcode$/);

  await asRole("superadmin");
  await page.goto("/admin/dashboard/user");
  await page.getByRole("link", { name: `Edit User ${ACCOUNTS.newadmin.username}` }).click();
  const edit = dialog(page, "Edit User");
  await expect(edit.getByLabel("First Name")).toHaveValue("Nora");
  await edit.getByLabel("Profile").selectOption("manager");
  await edit.getByRole("button", { name: "Update User" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();

  // Ended on the server: the same cookie now opens only the sign-in page.
  await adminPage.reload();
  await expect(adminPage).toHaveURL(/\/$/);
  await expect(adminPage.getByRole("button", { name: "Login" })).toBeVisible();
  await adminContext.close();
});

test("an uploaded package is listed and offered by the add-instance form; a read-only one offers no delete", async ({ page, asRole }) => {
  await asRole("superadmin");
  await page.goto("/admin/dashboard/package");
  await expect(page.getByRole("combobox", { name: "List" })).toHaveValue("package");

  const readOnly = page.locator("tr", { has: page.locator("td", { hasText: /^Read Only$/ }) }).first();
  await expect(readOnly.getByRole("button", { name: /^Update Access/ })).toBeVisible();
  await expect(readOnly.getByRole("button", { name: /^Delete Package/ })).toHaveCount(0);

  await page.getByRole("link", { name: "Add Package" }).click();
  const add = dialog(page, "Add Package");
  // A .tgz whose content is not gzip is refused before anything is sent.
  await add.getByLabel("Package file").setInputFiles({ name: "moodle-4.5.9-e2e.tgz", mimeType: "application/gzip", buffer: Buffer.from("<?php echo 1;") });
  await add.getByRole("button", { name: "Create Package" }).click();
  await expect(add.getByText("moodle-4.5.9-e2e.tgz is not really a TGZ file: its content does not match its extension.")).toBeVisible();

  await add.getByLabel("Package file").setInputFiles({ name: "moodle-4.5.9-e2e.tgz", mimeType: "application/gzip", buffer: Buffer.concat([GZIP_HEAD, Buffer.alloc(256 * 1024, 7)]) });
  await add.getByRole("button", { name: "Create Package" }).click();
  await expect(add.getByRole("status").filter({ hasText: "Package created successfully" })).toBeVisible();
  await expect(add.getByRole("button", { name: "Create Package" })).toHaveCount(0);
  await add.getByRole("button", { name: "Close" }).click();

  const row = page.locator('tr[data-package-key="moodle-4.5.9-e2e.tgz"]');
  await expect(row).toContainText("Read/Write");
  await expect(row.getByRole("button", { name: /^Delete Package/ })).toBeVisible();
  // rw → ro, confirmed: the delete control goes.
  await row.getByRole("button", { name: /^Update Access/ }).click();
  await page.getByRole("dialog", { name: "Update Access" }).getByRole("button", { name: "Update Access" }).click();
  await expect(row).toContainText("Read Only");
  await expect(row.getByRole("button", { name: /^Delete Package/ })).toHaveCount(0);

  await page.goto("/home/instances/add");
  await expect(page.getByLabel("Installation package").locator("option", { hasText: "moodle-4.5.9-e2e.tgz" })).toHaveCount(1);
});

test("the dashboard refuses other roles and unknown types in the spec's words", async ({ page, asRole }) => {
  await asRole("admin");
  await page.goto("/admin/dashboard/package");
  await expect(page.getByText("You are not authorized to view this page.")).toBeVisible();
  await asRole("superadmin");
  await page.goto("/admin/dashboard/clients");
  await expect(page.getByText("Type not supported")).toBeVisible();
  await page.goto("/admin/dashboard/package/edit/moodle-4.5.1.tgz");
  await expect(dialog(page, "Action not supported")).toBeVisible();
});
