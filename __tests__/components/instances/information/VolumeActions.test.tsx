/** @jest-environment jsdom */
// A volume row's LMS actions (spec 1 §2 "Information modal", spec 2 §2.11):
// links to the nested Delete LMS, operations and upgrade modals, each carrying the region and
// named after the row's client so several rows' names differ; the upgrade link explains why
// an LMS below 4.3.3 cannot be upgraded; Backup asks first, then reads the site's information
// (GET /lms-info with its domain) and starts the backup with it. A row without a domain (the
// root device, a data volume) has no LMS actions.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import VolumeActions from "@/components/instances/information/volumes/VolumeActions";
import type { Volume } from "@/lib/contract/schemas/volume";
import ConsoleProviders from "../../ConsoleProviders";
import { callsOf, serveApi } from "../../serveApi";
import { ACME, GLOBEX, INFORMATION, ROOT, SERVER } from "./fixtures";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }) }));

const BASE = "/home/instances/information/i-0shared000000001/54.1.2.3/MDL_MOODLE01/shared";

function renderRows(volumes: Volume[]) {
  const user = userEvent.setup();
  render(
    <ConsoleProviders role="admin" region="us-west-2">
      <table>
        <tbody>
          {volumes.map((volume) => (
            <tr key={volume.volumeId} data-testid={volume.volumeId}>
              <td>
                <VolumeActions information={INFORMATION} instance={SERVER} volume={volume} region="eu-central-1" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConsoleProviders>,
  );
  return user;
}

it("links each LMS row to its delete, operations and upgrade modals, with the region", () => {
  renderRows([ACME]);
  expect(screen.getByRole("link", { name: "Delete LMS acme" })).toHaveAttribute("href", `${BASE}/delete/vol-0acme/acme?region=eu-central-1`);
  expect(screen.getByRole("link", { name: "Operations for acme" })).toHaveAttribute(
    "href",
    `${BASE}/operations/vol-0acme/acme/campus.acme.example.com?region=eu-central-1`,
  );
  expect(screen.getByRole("link", { name: "Upgrade acme" })).toHaveAttribute("href", `${BASE}/upgrade/vol-0acme/acme?region=eu-central-1`);
  expect(screen.getByRole("button", { name: "Backup acme" })).toBeInTheDocument();
});

it("names every control after its row, so two rows' names differ", () => {
  renderRows([ACME, GLOBEX]);
  const names = screen.getAllByRole("link").concat(screen.getAllByRole("button")).map((el) => el.getAttribute("aria-label"));
  expect(names).toHaveLength(8);
  expect(new Set(names).size).toBe(8);
  expect(within(screen.getByTestId("fs-0globex")).getByRole("link", { name: "Delete LMS globex" })).toBeInTheDocument();
});

it("shows what each icon does in a tooltip", async () => {
  const user = renderRows([ACME]);
  await user.hover(screen.getByRole("link", { name: "Operations for acme" }));
  expect(await screen.findByRole("tooltip")).toHaveTextContent("Operations");
});

it("gives a row without a domain (the root device) no LMS actions", () => {
  renderRows([ROOT]);
  expect(within(screen.getByTestId("vol-0root")).getByRole("cell")).toBeEmptyDOMElement();
  expect(screen.queryByRole("link")).toBeNull();
  expect(screen.queryByRole("button")).toBeNull();
});

it("explains instead of opening the upgrade of an LMS below 4.3.3", async () => {
  const user = renderRows([GLOBEX]);
  await user.click(screen.getByRole("link", { name: "Upgrade globex" }));
  expect(await screen.findByRole("status")).toHaveTextContent("This LMS cannot be upgraded because its version is lower than 4.3");
});

it("backs the LMS up once confirmed: its site's information, then the backup with it", async () => {
  const siteData = { instanceId: SERVER.instanceId, domain: ACME.domain, client: "acme", dbName: "acme_moodle" };
  serveApi({ lmsInfo: { success: true, instanceData: siteData }, backup: { status: 200, body: { success: true } } });
  const user = renderRows([ACME]);
  await user.click(screen.getByRole("button", { name: "Backup acme" }));

  const question = await screen.findByRole("dialog", { name: "Back up LMS" });
  expect(callsOf()).toEqual([]);
  await user.click(within(question).getByRole("button", { name: "Back up" }));

  expect(await screen.findByRole("status")).toHaveTextContent("All the necessary data for the backup process have been obtained. The backup process will begin.");
  expect(callsOf("lmsInfo").map(({ params, query }) => ({ params, query }))).toEqual([
    { params: { instanceId: SERVER.instanceId }, query: { region: "eu-central-1", volumeDomain: ACME.domain } },
  ]);
  expect(callsOf("backup").map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { instanceId: SERVER.instanceId }, body: { region: "eu-central-1", instanceName: "MDL_MOODLE01", instanceData: siteData } },
  ]);
});

it("sends nothing when the backup is not confirmed", async () => {
  const user = renderRows([ACME]);
  await user.click(screen.getByRole("button", { name: "Backup acme" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Back up LMS" })).getByRole("button", { name: "Cancel" }));
  expect(callsOf()).toEqual([]);
});

it("shows the server's message when the site's information cannot be read, and starts no backup", async () => {
  serveApi({ lmsInfo: { status: 404, body: { message: "MDL_MOODLE01 hosts no site campus.acme.example.com." } } });
  const user = renderRows([ACME]);
  await user.click(screen.getByRole("button", { name: "Backup acme" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Back up LMS" })).getByRole("button", { name: "Back up" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("MDL_MOODLE01 hosts no site campus.acme.example.com.");
  expect(callsOf("backup")).toEqual([]);
});

it("says 'Failed to load servers information.' when the read fails without a message", async () => {
  serveApi({ lmsInfo: { status: 502, body: {} } });
  const user = renderRows([ACME]);
  await user.click(screen.getByRole("button", { name: "Backup acme" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Back up LMS" })).getByRole("button", { name: "Back up" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("An error has occurred. Failed to load servers information.");
});
