/** @jest-environment jsdom */
// The user form's modal (spec 3 §2.9, §2.10, §5, §8): the exact titles, fields and buttons of
// each mode, the spec's validation messages before anything is sent, "Processing..." while the
// call runs, the server's message on success, edit and reset-pass loading the user first, and
// the form's own refusal for anyone but a superadmin.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Role } from "@/lib/contract/types";
import UserFormModal from "@/components/admin/users/UserFormModal";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi } from "../serveApi";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/admin/dashboard/user" }));

const ANA = { id: "ana.rojas@example.com", firstName: "Ana", lastName: "Rojas", type: "admin" as const };

function renderModal(ui: React.ReactElement, role: Role = "superadmin") {
  const user = userEvent.setup();
  render(<ConsoleProviders role={role}>{ui}</ConsoleProviders>);
  return { user, dialog: () => screen.getByRole("dialog") };
}

beforeEach(() => jest.clearAllMocks());

it("Add User: refuses blank and weak input in the spec's words, then creates with the server's message and closes", async () => {
  let answer: (value: { success: boolean; message: string }) => void = () => undefined;
  serveApi({ createUser: new Promise((resolve) => (answer = resolve)) });
  const { user, dialog } = renderModal(<UserFormModal mode="create" />);
  expect(screen.getByRole("dialog", { name: "Add User" })).toBeVisible();
  const form = within(dialog());
  await user.click(form.getByRole("button", { name: "Create User" }));
  expect(form.getByText("Email is required")).toBeVisible();
  expect(form.getByText("First Name is required")).toBeVisible();
  expect(form.getByText("Password is required")).toBeVisible();
  expect(form.getByText("Confirm Password is required")).toBeVisible();
  expect(callsOf("createUser")).toEqual([]);

  await user.type(form.getByLabelText(/^Email/), "ana.rojas@example");
  await user.type(form.getByLabelText(/^First Name/), "Ana");
  await user.type(form.getByLabelText(/^Last Name/), "Rojas");
  await user.type(form.getByLabelText(/^Password/), "weakpass1");
  await user.type(form.getByLabelText(/^Confirm Password/), "weakpass2");
  await user.click(form.getByRole("button", { name: "Create User" }));
  expect(form.getByText("Email is invalid")).toBeVisible();
  expect(form.getByText("Must include 8+ chars, numbers, special chars and uppercase")).toBeVisible();
  expect(form.getByText("Passwords do not match")).toBeVisible();

  await user.type(form.getByLabelText(/^Email/), ".com");
  await user.clear(form.getByLabelText(/^Password/));
  await user.type(form.getByLabelText(/^Password/), "Segura#2026");
  await user.clear(form.getByLabelText(/^Confirm Password/));
  await user.type(form.getByLabelText(/^Confirm Password/), "Segura#2026");
  await user.selectOptions(form.getByLabelText(/^Profile/), "Admin");
  await user.click(form.getByRole("button", { name: "Create User" }));
  expect(await form.findByRole("button", { name: "Processing..." })).toBeDisabled();
  answer({ success: true, message: "User created successfully" });
  expect(await screen.findByText("User created successfully")).toBeVisible();
  expect(callsOf("createUser")[0].body).toEqual({ id: "ana.rojas@example.com", firstName: "Ana", lastName: "Rojas", type: "admin", password: "Segura#2026" });
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/admin/dashboard/user", { scroll: false }));
});

it("Add User: the profile is Manager unless chosen, and a refusal by the server is shown without losing the input", async () => {
  serveApi({ createUser: { status: 409, body: { message: "A user with this e-mail address already exists." } } });
  const { user, dialog } = renderModal(<UserFormModal mode="create" />);
  const form = within(dialog());
  expect(form.getByLabelText(/^Profile/)).toHaveValue("manager");
  expect(within(form.getByLabelText(/^Profile/)).getAllByRole("option").map((o) => o.textContent)).toEqual(["Manager", "Admin", "Super Admin"]);
  await user.type(form.getByLabelText(/^Email/), "admin@example.com");
  await user.type(form.getByLabelText(/^First Name/), "Otra");
  await user.type(form.getByLabelText(/^Password/), "Segura#2026");
  await user.type(form.getByLabelText(/^Confirm Password/), "Segura#2026");
  await user.click(form.getByRole("button", { name: "Create User" }));
  expect(await form.findByText("A user with this e-mail address already exists.")).toBeVisible();
  expect(form.getByLabelText(/^Email/)).toHaveValue("admin@example.com");
  expect(router.replace).not.toHaveBeenCalled();
});

it("Edit User loads the user first and sends names and profile", async () => {
  serveApi({ getConsoleUser: { success: true, user: ANA }, updateUser: { success: true, message: "User updated successfully" } });
  const { user, dialog } = renderModal(<UserFormModal mode="edit" userId={ANA.id} />);
  expect(screen.getByRole("dialog", { name: "Edit User" })).toBeVisible();
  const form = within(dialog());
  expect(await form.findByLabelText(/^First Name/)).toHaveValue("Ana");
  expect(form.queryByLabelText(/^Email/)).toBeNull();
  expect(form.queryByLabelText(/^Password/)).toBeNull();
  expect(form.getByLabelText(/^Profile/)).toHaveValue("admin");
  await user.selectOptions(form.getByLabelText(/^Profile/), "Manager");
  await user.click(form.getByRole("button", { name: "Update User" }));
  expect(await screen.findByText("User updated successfully")).toBeVisible();
  expect(callsOf("getConsoleUser")[0].params).toEqual({ userId: ANA.id });
  expect(callsOf("updateUser")[0]).toMatchObject({ params: { userId: ANA.id }, body: { firstName: "Ana", lastName: "Rojas", type: "manager" } });
});

it("Reset Password asks for the current, new and confirmed password in the spec's words", async () => {
  serveApi({ getConsoleUser: { success: true, user: ANA }, resetPassword: { success: true, message: "Password reset successfully" } });
  const { user, dialog } = renderModal(<UserFormModal mode="reset-pass" userId={ANA.id} />);
  expect(screen.getByRole("dialog", { name: "Reset Password" })).toBeVisible();
  const form = within(dialog());
  await user.click(await form.findByRole("button", { name: "Reset Password" }));
  expect(form.getByText("Current Password is required")).toBeVisible();
  expect(form.getByText("New Password is required")).toBeVisible();
  expect(form.getByText("Confirm Password is required")).toBeVisible();
  expect(form.queryByLabelText(/^Profile/)).toBeNull();
  await user.type(form.getByLabelText(/^Current Password/), "Anterior!2025");
  await user.type(form.getByLabelText(/^New Password/), "Nueva$2026x");
  await user.type(form.getByLabelText(/^Confirm New Password/), "Nueva$2026x");
  await user.click(form.getByRole("button", { name: "Reset Password" }));
  expect(await screen.findByText("Password reset successfully")).toBeVisible();
  expect(callsOf("resetPassword")[0]).toMatchObject({ params: { userId: ANA.id }, body: { currentPassword: "Anterior!2025", newPassword: "Nueva$2026x" } });
});

it("a user that cannot be loaded says so instead of an empty form", async () => {
  serveApi({ getConsoleUser: { status: 404, body: { message: "User not found" } } });
  renderModal(<UserFormModal mode="edit" userId="nadie@example.com" />);
  expect(await screen.findByText("User not found")).toBeVisible();
  expect(screen.queryByRole("button", { name: "Update User" })).toBeNull();
});

it("anyone but a superadmin reads 'You are not authorized to use this form.'", () => {
  serveApi({});
  renderModal(<UserFormModal mode="create" />, "admin");
  expect(screen.getByText("You are not authorized to use this form.")).toBeVisible();
  expect(screen.queryByRole("button", { name: "Create User" })).toBeNull();
});
