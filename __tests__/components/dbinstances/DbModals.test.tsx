/** @jest-environment jsdom */
// The RDS row modals as a user meets them (spec 2 §2.10, §5, §8): the actions modal offers
// only what the listed server's state allows, refuses a 4-word motive with the spec's message
// before anything is sent, asks first, sends action, region and motive, and says 'The
// operation {action} was executed successfully.'; a refusal shows the server's message. The
// snapshots modal lists ID and CREATION DATE newest first; the databases modal lists the
// names; each failure shows the spec's sentence.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import type { DbInstance } from "@/lib/contract/schemas/database";
import DbActionsModal from "@/components/dbinstances/actions/DbActionsModal";
import DbDatabasesModal from "@/components/dbinstances/databases/DbDatabasesModal";
import DbInstanceDataProvider from "@/components/dbinstances/DbInstanceDataProvider";
import DbSnapshotsModal from "@/components/dbinstances/snapshots/DbSnapshotsModal";
import { dbInstanceListKey } from "@/data/dbinstances/keys";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi } from "../serveApi";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/home/dbinstances" }));

const shared: DbInstance = {
  dbInstanceId: "mdl-shared-rds-01", dbInstanceClass: "db.r5.xlarge", engine: "mysql", engineVersion: "8.0.39",
  storageGiB: 500, freeStorage: null, state: "available", deployment: "shared",
};
const dedicated: DbInstance = { ...shared, dbInstanceId: "mdl-unicampus", state: "stopped", deployment: "dedicated", dbInstanceClass: "db.t4g.medium" };

function renderWithList(ui: ReactNode, list: DbInstance[] = [shared, dedicated]) {
  const user = userEvent.setup();
  render(
    <ConsoleProviders role="manager" region="us-west-2">
      <DbInstanceDataProvider listKey={dbInstanceListKey("us-west-2")} list={{ dbinstances: list }}>
        {ui}
      </DbInstanceDataProvider>
    </ConsoleProviders>,
  );
  return user;
}

const motive = () => screen.getByRole("textbox", { name: /Motive/ });
const button = (name: string) => within(screen.getAllByRole("dialog")[0]).getByRole("button", { name });

beforeEach(() => jest.clearAllMocks());

describe("actions", () => {
  it("offers Stop and Reboot on an available server, Start on a stopped one", () => {
    serveApi({});
    renderWithList(<DbActionsModal dbInstanceId="mdl-shared-rds-01" closeTo="/home/dbinstances" />);
    expect(button("Start")).toBeDisabled();
    expect(button("Stop")).toBeEnabled();
    expect(button("Reboot")).toBeEnabled();
  });

  it("offers only Start on a stopped server", () => {
    serveApi({});
    renderWithList(<DbActionsModal dbInstanceId="mdl-unicampus" closeTo="/home/dbinstances" />);
    expect(button("Start")).toBeEnabled();
    expect(button("Stop")).toBeDisabled();
    expect(button("Reboot")).toBeDisabled();
  });

  it("refuses a 4-word motive with the spec's message and sends nothing", async () => {
    serveApi({});
    const user = renderWithList(<DbActionsModal dbInstanceId="mdl-shared-rds-01" closeTo="/home/dbinstances" />);
    await user.type(motive(), "storage maintenance window tonight");
    await user.click(button("Stop"));
    expect(screen.getByText("The motive must be at least 5 words.")).toBeVisible();
    expect(motive()).toHaveAttribute("aria-invalid", "true");
    expect(callsOf()).toEqual([]);
  });

  it("asks first, then sends the action with region and motive, and says the spec's success", async () => {
    serveApi({ dbInstanceAction: { status: 200, body: { success: true } }, listDbInstances: { dbinstances: [{ ...shared, state: "stopping" }, dedicated] } });
    const user = renderWithList(<DbActionsModal dbInstanceId="mdl-shared-rds-01" closeTo="/home/dbinstances" />);
    await user.type(motive(), "storage maintenance window tonight approved");
    await user.click(button("Stop"));
    const confirm = await screen.findByRole("dialog", { name: "Stop DB instance" });
    expect(callsOf("dbInstanceAction")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Stop" }));

    expect(await screen.findByText("The operation stop was executed successfully.")).toBeVisible();
    expect(callsOf("dbInstanceAction").map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { id: "mdl-shared-rds-01" }, body: { action: "stop", region: "us-west-2", reason: "storage maintenance window tonight approved" } },
    ]);
    // The list is read again at once to follow the server's state.
    expect(callsOf("listDbInstances").length).toBeGreaterThanOrEqual(1);
  });

  it("shows the server's refusal", async () => {
    serveApi({ dbInstanceAction: { status: 409, body: { message: "mdl-shared-rds-01 is backing-up. Try again when the backup ends." } } });
    const user = renderWithList(<DbActionsModal dbInstanceId="mdl-shared-rds-01" closeTo="/home/dbinstances" />);
    await user.type(motive(), "storage maintenance window tonight approved");
    await user.click(button("Reboot"));
    await user.click(within(await screen.findByRole("dialog", { name: "Reboot DB instance" })).getByRole("button", { name: "Reboot" }));
    expect(await screen.findByText("mdl-shared-rds-01 is backing-up. Try again when the backup ends.")).toBeVisible();
  });

  it("offers nothing for an id the list does not hold", () => {
    serveApi({});
    renderWithList(<DbActionsModal dbInstanceId="mdl-gone" closeTo="/home/dbinstances" />);
    expect(screen.getByRole("alert")).toHaveTextContent("There is no DB instance mdl-gone in us-west-2. Open it again from the list.");
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("snapshots", () => {
  it("lists ID and CREATION DATE newest first", async () => {
    serveApi({
      dbSnapshots: {
        dbSnapshots: [
          { dbSnapshotId: "rds:mdl-unicampus-2026-11-21-03-12", dbSnapshotDate: "2026-11-21T03:12:00.000Z" },
          { dbSnapshotId: "rds:mdl-unicampus-2026-11-23-03-12", dbSnapshotDate: "2026-11-23T03:12:00.000Z" },
          { dbSnapshotId: "mdl-unicampus-pre-upgrade", dbSnapshotDate: "2026-11-22T15:40:00.000Z" },
        ],
      },
    });
    renderWithList(<DbSnapshotsModal dbInstanceId="mdl-unicampus" closeTo="/home/dbinstances" />);
    const table = await screen.findByRole("table", { name: "Snapshots of mdl-unicampus" });
    const rows = within(table).getAllByRole("row").map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([
      ["ID", "CREATION DATE"],
      ["rds:mdl-unicampus-2026-11-23-03-12", "2026-11-23 03:12 UTC"],
      ["mdl-unicampus-pre-upgrade", "2026-11-22 15:40 UTC"],
      ["rds:mdl-unicampus-2026-11-21-03-12", "2026-11-21 03:12 UTC"],
    ]);
    expect(callsOf("dbSnapshots").map((c) => ({ params: c.params, query: c.query }))).toEqual([{ params: { id: "mdl-unicampus" }, query: { region: "us-west-2" } }]);
  });

  it("says the spec's sentence when they cannot be loaded", async () => {
    serveApi({ dbSnapshots: { status: 500, body: { message: "boom" } } });
    renderWithList(<DbSnapshotsModal dbInstanceId="mdl-unicampus" closeTo="/home/dbinstances" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("An error has occurred. Failed to load DB Snapshots.");
  });
});

describe("databases", () => {
  it("lists a shared server's database names, sorted", async () => {
    serveApi({ dbDatabases: { databases: ["moodle_unicampus", "moodle_colegio", "totara_acme"] } });
    renderWithList(<DbDatabasesModal dbInstanceId="mdl-shared-rds-01" closeTo="/home/dbinstances" />);
    const list = await screen.findByRole("list", { name: "Databases on mdl-shared-rds-01" });
    expect(within(list).getAllByRole("listitem").map((i) => i.textContent)).toEqual(["moodle_colegio", "moodle_unicampus", "totara_acme"]);
  });

  it("says the spec's sentence when they cannot be loaded", async () => {
    serveApi({ dbDatabases: { status: 502, body: { message: "upstream down" } } });
    renderWithList(<DbDatabasesModal dbInstanceId="mdl-shared-rds-01" closeTo="/home/dbinstances" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("An error has occurred. Failed to load databases list from dbinstance.");
  });

  it("does not ask for a dedicated server's list", () => {
    serveApi({});
    renderWithList(<DbDatabasesModal dbInstanceId="mdl-unicampus" closeTo="/home/dbinstances" />);
    expect(screen.getByRole("status")).toHaveTextContent("The databases list is for shared DB instances");
    expect(callsOf()).toEqual([]);
  });
});
