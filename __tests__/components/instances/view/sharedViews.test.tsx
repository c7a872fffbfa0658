/** @jest-environment jsdom */
// Views shared with the team on screen: the Saved views menu lists them after the user's own,
// each marked Shared in its text and its accessible name; the save dialog offers "Share with the
// team" to admin and up only and sends it; the manage dialog lets admin and up delete a shared
// view for everyone after a confirmation that says so, and shows others the views without a way
// to change them. axe finds nothing in any of them.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ManageSavedViewsDialog from "@/components/instances/view/ManageSavedViewsDialog";
import SaveViewDialog from "@/components/instances/view/SaveViewDialog";
import SavedViewsMenu from "@/components/instances/view/SavedViewsMenu";
import type { Role } from "@/lib/contract/types";
import type { SavedView } from "@/lib/domain/savedViews";
import ConsoleProviders from "../../ConsoleProviders";
import { axeViolations } from "../../axeViolations";
import { consoleCallsOf, serveConsole } from "../../serveApi";

const CREATED = "2026-01-05T08:00:00.000Z";
const MINE: SavedView = { id: "1", name: "Mine", url: "/home/instances?lms=Moodle", createdAt: CREATED, shared: false, savedBy: null };
const TEAM: SavedView = { id: "2", name: "Morning check", url: "/home/instances?state=stopped", createdAt: CREATED, shared: true, savedBy: "admin@example.com" };

function menu(role: Role) {
  const anchor = document.createElement("button");
  document.body.appendChild(anchor);
  render(
    <ConsoleProviders role={role}>
      <button id="saved-views">Saved views</button>
      <SavedViewsMenu id="saved-views-menu" labelledBy="saved-views" anchor={anchor} onClose={() => undefined} onSave={() => undefined} onManage={() => undefined} />
    </ConsoleProviders>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, "", "/home/instances?state=running");
});

test("every user's menu lists the team's views after their own, each marked Shared in its text and name", async () => {
  serveConsole({ listViews: { views: [MINE, TEAM] } });
  menu("manager");
  const list = await screen.findByRole("menu", { name: "Saved views" });
  await within(list).findByRole("menuitem", { name: "Mine" });
  expect(within(list).getAllByRole("menuitem").map((item) => item.getAttribute("aria-label") ?? item.textContent)).toEqual([
    "Save this view…",
    "Manage saved views…",
    "Mine",
    "Morning check, Shared",
  ]);
  const team = within(list).getByRole("menuitem", { name: "Morning check, Shared" });
  expect(team).toHaveTextContent("Morning checkShared");
  expect(team).toHaveAttribute("href", TEAM.url);
  // A separator stands between the user's own views and the team's.
  expect(within(list).getAllByRole("separator")).toHaveLength(2);
  expect(await axeViolations(list)).toEqual([]);
});

test("an admin's save dialog offers Share with the team, and a shared view is saved as one", async () => {
  serveConsole({ saveView: (_url, call) => ({ view: { ...TEAM, id: "9", name: (call.body as { name: string }).name, url: "/home/instances?state=running" } }), listViews: { views: [] } });
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(
    <ConsoleProviders role="admin">
      <SaveViewDialog onClose={onClose} />
    </ConsoleProviders>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Save this view" });
  const box = within(dialog).getByRole("checkbox", { name: "Share with the team" });
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription(/Every console user sees a shared view, marked Shared; only admins change it\./);
  expect(await axeViolations(dialog)).toEqual([]);

  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Morning check");
  await user.click(box);
  expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(/A shared view of this name is replaced\./);
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(consoleCallsOf("saveView").map((call) => call.body)).toEqual([{ name: "Morning check", url: "/home/instances?state=running", shared: true }]);
  expect(await screen.findByText("The view was shared with the team as “Morning check”.")).toBeInTheDocument();
});

test("a manager's save dialog has no Share with the team, and saves the view as their own", async () => {
  serveConsole({ saveView: { view: { ...MINE, id: "8", name: "Stopped" } }, listViews: { views: [] } });
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(
    <ConsoleProviders role="manager">
      <SaveViewDialog onClose={onClose} />
    </ConsoleProviders>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Save this view" });
  expect(within(dialog).queryByRole("checkbox")).toBeNull();
  await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Stopped");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(consoleCallsOf("saveView").map((call) => call.body)).toEqual([{ name: "Stopped", url: "/home/instances?state=running", shared: false }]);
  expect(await screen.findByText("The view was saved as “Stopped”.")).toBeInTheDocument();
});

test("an admin deletes a shared view for everyone after a confirmation that says so", async () => {
  let deleted = false;
  serveConsole({
    listViews: () => ({ views: deleted ? [MINE] : [MINE, TEAM] }),
    deleteView: () => {
      deleted = true;
      return { id: TEAM.id, name: TEAM.name };
    },
  });
  const user = userEvent.setup();
  render(
    <ConsoleProviders role="admin">
      <ManageSavedViewsDialog onClose={() => undefined} />
    </ConsoleProviders>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Saved views" });
  const team = await within(dialog).findByRole("region", { name: "Shared with the team" });
  expect(within(dialog).getByRole("region", { name: "Your views" })).toHaveTextContent("Mine");
  expect(team).toHaveTextContent("Morning checkShared");
  expect(team).toHaveTextContent("Saved by admin@example.com");
  expect(within(dialog).getByRole("button", { name: "Delete Mine" })).toBeInTheDocument();
  expect(await axeViolations(dialog)).toEqual([]);

  await user.click(within(team).getByRole("button", { name: "Delete shared view Morning check" }));
  const confirm = await screen.findByRole("dialog", { name: "Delete shared view" });
  expect(confirm).toHaveTextContent("Delete the shared view “Morning check” for everyone?");
  await user.click(within(confirm).getByRole("button", { name: "Delete for everyone" }));
  expect(await screen.findByText("The shared view “Morning check” was deleted for everyone.")).toBeInTheDocument();
  expect(consoleCallsOf("deleteView").map((call) => call.url.pathname)).toEqual(["/api/views/2"]);
  // The list is read again: the shared view has left it.
  await waitFor(() => expect(within(dialog).queryByRole("region", { name: "Shared with the team" })).toBeNull());
});

test("a manager reads the team's views in the manage dialog without a way to change them", async () => {
  serveConsole({ listViews: { views: [MINE, TEAM] } });
  render(
    <ConsoleProviders role="manager">
      <ManageSavedViewsDialog onClose={() => undefined} />
    </ConsoleProviders>,
  );
  const dialog = await screen.findByRole("dialog", { name: "Saved views" });
  const team = await within(dialog).findByRole("region", { name: "Shared with the team" });
  expect(team).toHaveTextContent("Every console user sees these views; only an admin or a superadmin changes them.");
  expect(within(team).queryByRole("button")).toBeNull();
  expect(within(dialog).getByRole("button", { name: "Delete Mine" })).toBeInTheDocument();
  expect(await axeViolations(dialog)).toEqual([]);
});
