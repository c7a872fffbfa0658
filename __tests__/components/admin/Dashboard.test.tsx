/** @jest-environment jsdom */
// The admin dashboard's lists (spec 3 §2.9, §4, §5, §8): the type choice replaces the address;
// users with Edit User, Reset Password and Delete User (asked first; 'Error al eliminar el
// usuario' on failure); packages with Update Access (asked first, rw ↔ ro) and Delete Package
// only for rw; the empty lists' sentences; Add Package's checks, upload progress and its button
// hidden after success.
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AdminDashboard from "@/components/admin/AdminDashboard";
import PackageCreateModal from "@/components/admin/packages/PackageCreateModal";
import ConsoleProviders from "../ConsoleProviders";
import { FakeXhr, installFakeXhr } from "../fakeXhr";
import { callsOf, serveApi } from "../serveApi";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/admin/dashboard/user" }));

const USERS = {
  success: true,
  users: [
    { id: "test@example.com", firstName: "Sofia", lastName: "Superadmin", type: "superadmin" as const },
    { id: "ana.rojas@example.com", firstName: "Ana", lastName: "Rojas", type: "manager" as const },
  ],
};
const PACKAGES = {
  success: true,
  packages: [
    { key: "moodle-4.5.1.tgz", size: 78_643_200, lastModified: "2026-10-02T14:05:00.000Z", access: "rw" as const },
    { key: "totara-19.0.tgz", size: 230_686_720, lastModified: "2026-09-12T09:30:00.000Z", access: "ro" as const },
  ],
};

function renderAs(ui: React.ReactElement) {
  const user = userEvent.setup({ applyAccept: false });
  // The signed-in user is test@example.com (ConsoleProviders).
  render(<ConsoleProviders role="superadmin">{ui}</ConsoleProviders>);
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  installFakeXhr();
});

it("the type choice replaces the address, and Add goes to create", async () => {
  serveApi({ listUsers: USERS });
  const user = renderAs(<AdminDashboard type="user" />);
  expect(screen.getByRole("link", { name: "Add User" })).toHaveAttribute("href", "/admin/dashboard/user/create");
  expect(within(screen.getByLabelText("List")).getAllByRole("option").map((o) => o.textContent)).toEqual(["User List", "Packages List"]);
  await user.selectOptions(screen.getByLabelText("List"), "Packages List");
  expect(router.replace).toHaveBeenCalledWith("/admin/dashboard/package");
});

it("users: every row links to Edit User and Reset Password; Delete User asks first and says the server's message", async () => {
  serveApi({ listUsers: [USERS, { success: true, users: [USERS.users[0]] }], deleteUser: { success: true, message: "User deleted successfully" } });
  const user = renderAs(<AdminDashboard type="user" />);
  const row = (await screen.findByText("ana.rojas@example.com")).closest("tr")!;
  expect(within(row).getByRole("link", { name: "Edit User ana.rojas@example.com" })).toHaveAttribute("href", "/admin/dashboard/user/edit/ana.rojas%40example.com");
  expect(within(row).getByRole("link", { name: "Reset Password ana.rojas@example.com" })).toHaveAttribute("href", "/admin/dashboard/user/reset-pass/ana.rojas%40example.com");
  expect(within(row).getByText("Manager")).toBeVisible();
  await user.click(within(row).getByRole("button", { name: "Delete User ana.rojas@example.com" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Delete User" })).getByRole("button", { name: "Delete User" }));
  expect(await screen.findByText("User deleted successfully")).toBeVisible();
  expect(callsOf("deleteUser")[0].params).toEqual({ userId: "ana.rojas@example.com" });
  await waitFor(() => expect(screen.queryByText("ana.rojas@example.com")).toBeNull());
});

it("users: a failed delete says 'Error al eliminar el usuario'; the signed-in superadmin's own row has no delete", async () => {
  serveApi({ listUsers: USERS, deleteUser: { status: 500, body: { message: "boom" } } });
  const user = renderAs(<AdminDashboard type="user" />);
  const own = (await screen.findByText("test@example.com")).closest("tr")!;
  expect(within(own).queryByRole("button", { name: /^Delete User/ })).toBeNull();
  const row = screen.getByText("ana.rojas@example.com").closest("tr")!;
  await user.click(within(row).getByRole("button", { name: "Delete User ana.rojas@example.com" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Delete User" })).getByRole("button", { name: "Delete User" }));
  expect(await screen.findByText("Error al eliminar el usuario")).toBeVisible();
});

it("empty lists say 'No users found' and 'No packages found'", async () => {
  serveApi({ listUsers: { success: true, users: [] }, listPackages: { success: true, packages: [] } });
  renderAs(
    <>
      <AdminDashboard type="user" />
      <AdminDashboard type="package" />
    </>,
  );
  expect(await screen.findByText("No users found")).toBeVisible();
  expect(await screen.findByText("No packages found")).toBeVisible();
});

it("packages: a read-only one has no Delete; Update Access asks first and turns rw into ro", async () => {
  serveApi({
    listPackages: [PACKAGES, { success: true, packages: [{ ...PACKAGES.packages[0], access: "ro" }, PACKAGES.packages[1]] }],
    setPackageAccess: { success: true, message: "Access updated" },
  });
  const user = renderAs(<AdminDashboard type="package" />);
  const ro = (await screen.findByText("totara-19.0.tgz")).closest("tr")!;
  expect(within(ro).getByText("Read Only")).toBeVisible();
  expect(within(ro).queryByRole("button", { name: /^Delete Package/ })).toBeNull();
  const rw = screen.getByText("moodle-4.5.1.tgz").closest("tr")!;
  expect(within(rw).getByText("75.0 MB")).toBeVisible();
  expect(within(rw).getByRole("button", { name: "Delete Package moodle-4.5.1.tgz" })).toBeVisible();

  await user.click(within(rw).getByRole("button", { name: "Update Access of moodle-4.5.1.tgz to ro" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Update Access" })).getByRole("button", { name: "Update Access" }));
  expect(await screen.findByText("Access updated")).toBeVisible();
  expect(callsOf("setPackageAccess")[0]).toMatchObject({ params: { key: "moodle-4.5.1.tgz" }, body: { access: "ro" } });
  await waitFor(() => expect(within(screen.getByText("moodle-4.5.1.tgz").closest("tr")!).queryByRole("button", { name: /^Delete Package/ })).toBeNull());
});

it("packages: Delete Package asks first and sends the key; a failure says the spec's sentence", async () => {
  serveApi({ listPackages: PACKAGES, deletePackage: { status: 500, body: { message: "S3 is down" } } });
  const user = renderAs(<AdminDashboard type="package" />);
  const rw = (await screen.findByText("moodle-4.5.1.tgz")).closest("tr")!;
  await user.click(within(rw).getByRole("button", { name: "Delete Package moodle-4.5.1.tgz" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Delete Package" })).getByRole("button", { name: "Delete Package" }));
  expect(await screen.findByText("An error occurred while deleting the package.")).toBeVisible();
  expect(callsOf("deletePackage")[0].query).toEqual({ key: "moodle-4.5.1.tgz" });
});

const GZIP = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]);

it("Add Package: a plugin needs a category and a directory; the file is judged by content; the upload shows progress and the button goes after success", async () => {
  serveApi({});
  const user = renderAs(<PackageCreateModal />);
  const dialog = within(screen.getByRole("dialog", { name: "Add Package" }));
  await user.click(dialog.getByRole("button", { name: "Create Package" }));
  expect(dialog.getByText("Please select a file")).toBeVisible();

  await user.click(dialog.getByLabelText("Is Plugin"));
  expect(dialog.getByLabelText(/^Category/)).toHaveValue("basic");
  const paths = within(dialog.getByLabelText(/^Plugin Path/)).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
  expect(paths).toEqual(expect.arrayContaining(["admin/tool", "auth", "blocks", "enrol", "filter", "local", "mod", "report", "theme", "course/format", "grade/report", "lib/editor"]));
  await user.upload(dialog.getByLabelText("Package file"), new File(["<?php echo 1;"], "mod_quiz.zip"));
  await user.click(dialog.getByRole("button", { name: "Create Package" }));
  expect(await dialog.findByText("mod_quiz.zip is not really a ZIP file: its content does not match its extension.")).toBeVisible();
  expect(dialog.getByText("Select the Moodle directory where the plugin will be installed")).toBeVisible();
  expect(FakeXhr.sent).toEqual([]);

  await user.click(dialog.getByLabelText("Is Plugin"));
  await user.upload(dialog.getByLabelText("Package file"), new File([GZIP], "moodle-4.5.9.tar.gz"));
  await user.selectOptions(dialog.getByLabelText(/^Access/), "ro");
  await user.click(dialog.getByRole("button", { name: "Create Package" }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const xhr = FakeXhr.sent[0];
  expect(xhr.url).toBe("/api/v1/packages-s3");
  expect(Object.fromEntries([...xhr.body!.entries()].map(([k, v]) => [k, typeof v === "string" ? v : (v as File).name]))).toEqual({ access: "ro", isPlugin: "false", file: "moodle-4.5.9.tar.gz" });
  expect(dialog.getByRole("button", { name: "Uploading package..." })).toBeDisabled();
  xhr.progress(4, 8);
  expect(dialog.getByRole("progressbar", { name: "Uploading moodle-4.5.9.tar.gz" })).toHaveAttribute("aria-valuenow", "50");
  await act(async () => xhr.respond(200, { success: true, message: "Package created successfully" }));
  expect(await dialog.findByRole("status")).toHaveTextContent("Package created successfully");
  expect(dialog.queryByRole("button", { name: /Create Package|Uploading package/ })).toBeNull();
});

it("Add Package: a refused upload keeps the form and says why", async () => {
  serveApi({});
  const user = renderAs(<PackageCreateModal />);
  const dialog = within(screen.getByRole("dialog", { name: "Add Package" }));
  await user.upload(dialog.getByLabelText("Package file"), new File([GZIP], "moodle-4.5.9.tgz"));
  await user.click(dialog.getByRole("button", { name: "Create Package" }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  await act(async () => FakeXhr.sent[0].respond(409, { message: "A read-only package named moodle-4.5.9.tgz already exists; it cannot be replaced." }));
  expect(await dialog.findByText("Failed to create package. A read-only package named moodle-4.5.9.tgz already exists; it cannot be replaced.")).toBeVisible();
  expect(dialog.getByRole("button", { name: "Create Package" })).toBeEnabled();
});
