/** @jest-environment jsdom */
// The admin dashboard's layout for anyone but a superadmin (spec 3 §2.9, §2.10): the page reads
// 'You are not authorized to view this page.', and at a user form's address the form itself is
// still shown, so its 'You are not authorized to use this form.' is where the spec puts it; a
// package address shows no child.
import { render, screen } from "@testing-library/react";
import AdminDashboardLayout from "@/app/admin/dashboard/[type]/layout";
import UserFormModal from "@/components/admin/users/UserFormModal";
import ConsoleProviders from "../ConsoleProviders";
import { serveApi } from "../serveApi";

jest.mock("server-only", () => ({}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }), usePathname: () => "/admin/dashboard/user/create" }));
jest.mock("@/lib/upstream/currentUser", () => ({
  loadCurrentUser: async () => ({ kind: "user", user: { name: "Mara Manager", username: "manager@example.com", role: "manager" } }),
}));
jest.mock("@/lib/session/serverSession", () => ({ serverSession: async () => null }));
jest.mock("@/lib/upstream/upstreamJson", () => ({ upstreamJson: jest.fn() }));

async function renderLayout(type: string) {
  serveApi({});
  const ui = await AdminDashboardLayout({ params: Promise.resolve({ type }), children: <UserFormModal mode="create" /> });
  render(<ConsoleProviders role="manager">{ui}</ConsoleProviders>);
}

it("a manager at the user form's address reads the form's own refusal over the page's", async () => {
  await renderLayout("user");
  expect(screen.getByText("You are not authorized to view this page.")).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Add User" })).toHaveTextContent("You are not authorized to use this form.");
});

it("a manager at a package address reads only the page's refusal", async () => {
  await renderLayout("package");
  expect(screen.getByText("You are not authorized to view this page.")).toBeInTheDocument();
  expect(screen.queryByRole("dialog")).toBeNull();
});
