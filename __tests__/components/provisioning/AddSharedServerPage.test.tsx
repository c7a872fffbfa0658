/** @jest-environment jsdom */
// The Add Shared Server page (spec 2 §2.3, §4, §5, §6, §8): the read-only name from the silo list
// (MDL_MOODLE + next two digits, MDL_MOODLE01 when none) and PHP 8.2; the confirmation 'Please
// confirm you want to create new shared server?' before POST /shared-instance; the board once
// started, with the button gone; 'Invalid instance name' for a server field error on the name;
// superadmin only.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AddSharedServerPage from "@/components/provisioning/AddSharedServerPage";
import type { Role } from "@/lib/contract/types";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../serveApi";
import { SILOS } from "./fixtures";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());

function renderPage({ role = "superadmin", replies = {} }: { role?: Role; replies?: ApiReplies } = {}) {
  serveApi({ silos: SILOS, ...replies });
  const user = userEvent.setup();
  render(
    <ConsoleProviders role={role} region="us-west-2">
      <AddSharedServerPage />
    </ConsoleProviders>,
  );
  return user;
}

// (hidden: the page stays findable while the confirmation hides it from the role queries)
const page = () => screen.getByRole("dialog", { name: "Add Shared Server", hidden: true });
const nameField = () => within(page()).findByRole("textbox", { name: "Instance Name" });
const createButton = () => within(page()).queryByRole("button", { name: "Create new shared server" });

async function confirmCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await screen.findByRole("dialog", { name: "Create new shared server" })).getByRole("button", { name: "Create" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create new shared server" })).toBeNull());
}

it("shows the next MDL_MOODLE name and PHP 8.2, both read-only", async () => {
  renderPage();
  const name = await nameField();
  expect(name).toHaveValue("MDL_MOODLE06");
  expect(name).toHaveAttribute("readonly");
  const php = within(page()).getByRole("textbox", { name: "PHP Version" });
  expect(php).toHaveValue("8.2");
  expect(php).toHaveAttribute("readonly");
  expect(callsOf("silos").map((c) => c.query)).toEqual([{ region: "us-west-2" }]);
});

it("is MDL_MOODLE01 when the region has no MDL_MOODLE silo", async () => {
  renderPage({ replies: { silos: { success: true, silos: [{ instanceId: "i-t", name: "MDL_TOTARA04" }] } } });
  expect(await nameField()).toHaveValue("MDL_MOODLE01");
});

it("asks first; Cancel sends nothing", async () => {
  const user = renderPage();
  await nameField();
  await user.click(createButton()!);
  const question = await screen.findByRole("dialog", { name: "Create new shared server" });
  expect(question).toHaveTextContent("Please confirm you want to create new shared server?");
  await user.click(within(question).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Create new shared server" })).toBeNull());
  expect(callsOf("createSharedInstance")).toEqual([]);
});

it("creates it once confirmed, then shows the board and no button", async () => {
  const user = renderPage({ replies: { createSharedInstance: { success: true, deployId: "shared-1" }, creationOutput: new Promise(() => undefined) } });
  await nameField();
  await user.click(createButton()!);
  await confirmCreate(user);
  await waitFor(() => expect(callsOf("createSharedInstance").map((c) => c.body)).toEqual([{ sharedServer: true, instanceName: "MDL_MOODLE06" }]));
  expect(callsOf("createSharedInstance")[0].query).toEqual({ region: "us-west-2" });
  expect(await within(page()).findByRole("region", { name: "Shared Server Creation Process" })).toBeVisible();
  await waitFor(() => expect(callsOf("creationOutput").map((c) => c.query)).toEqual([{ outputFileId: "shared-1" }]));
  expect(createButton()).toBeNull();
});

it("shows 'Invalid instance name' on the name for a server field error", async () => {
  const user = renderPage({ replies: { createSharedInstance: { status: 400, body: { message: "Bad request", fields: { instanceName: "taken" } } } } });
  await nameField();
  await user.click(createButton()!);
  await confirmCreate(user);
  await waitFor(async () => expect(await nameField()).toHaveAccessibleDescription("Invalid instance name"));
  expect(await nameField()).toHaveAttribute("aria-invalid", "true");
  expect(createButton()).toBeVisible();
});

it("shows the server's message for another failure", async () => {
  const user = renderPage({ replies: { createSharedInstance: { status: 409, body: { message: "A shared server is being created already." } } } });
  await nameField();
  await user.click(createButton()!);
  await confirmCreate(user);
  expect(await within(page()).findByRole("alert")).toHaveTextContent("A shared server is being created already.");
});

it.each(["admin", "manager"] as const)("tells %s they may not, and asks nothing", (role) => {
  renderPage({ role });
  expect(within(page()).getByRole("alert")).toHaveTextContent("You do not have permission to perform this action.");
  expect(createButton()).toBeNull();
  expect(callsOf()).toEqual([]);
});

it("Go back leaves for the list", async () => {
  const user = renderPage();
  await user.click(within(page()).getByRole("button", { name: "Go back" }));
  expect(router.replace).toHaveBeenCalledWith("/home/instances", { scroll: false });
});
