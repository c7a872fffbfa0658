/** @jest-environment jsdom */
// The upgrade and rollback pages against contract-checked answers (spec 2 §2.7, §2.8, §4, §6,
// §8): the request's details (RDS up to the first dot, the volume for 'upgrade-lms', no
// MoodleData on a rollback) read with the link's region; for a superadmin the confirmed action
// with the link's token and deployment, the output panel, and the spec's message for success or
// error; Cancel with status=canceled; other roles only read; the load and start fallbacks.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import UpgradeProcessPage from "@/components/upgrades/UpgradeProcessPage";
import { upgradeOutputReader } from "@/data/processes/outputReaders";
import type { UpgradeProcessKind } from "@/lib/domain/lifecycle";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../serveApi";
import { axeViolations } from "../axeViolations";

jest.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams("region=eu-central-1"),
  usePathname: () => "/home/upgrade/tok-1/upgrade-lms",
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

const REQUEST = {
  instanceId: "i-0acme000000000001",
  instanceName: "MDL_MOODLE01",
  instanceIp: "54.1.2.3",
  volumeId: "vol-0acme",
  volumeName: "acme",
  domain: "acme.example.com",
  lms: "Moodle",
  appDirectory: "/var/www/acme",
  moodledataDirectory: "/var/moodledata/acme",
  dbInstanceId: "mdl-shared01.c9x.eu-central-1.rds.amazonaws.com",
  dbName: "acme_moodle",
};

const DETAILS: ApiReplies = { upgradeDetails: { success: true, request: REQUEST } };

function renderPage(process: UpgradeProcessKind = "upgrade", role: "superadmin" | "admin" = "superadmin", action = "upgrade-lms") {
  const user = userEvent.setup();
  const view = render(
    <ConsoleProviders role={role}>
      <UpgradeProcessPage process={process} token="tok-1" action={action} />
    </ConsoleProviders>,
  );
  return { user, ...view };
}

async function confirmWith(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: label }));
  // The confirmation closes (with its transition) before the next step looks for another.
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

it("shows the upgrade request: the volume for 'upgrade-lms', MoodleData, RDS up to the first dot; axe-clean", async () => {
  serveApi(DETAILS);
  const { container } = renderPage();
  expect(screen.getByRole("heading", { level: 1, name: "Upgrade LMS" })).toBeInTheDocument();
  expect(await screen.findByText("MDL_MOODLE01")).toBeInTheDocument();
  for (const text of ["i-0acme000000000001", "54.1.2.3", "vol-0acme", "acme", "acme.example.com", "Moodle", "/var/www/acme", "/var/moodledata/acme", "mdl-shared01", "acme_moodle"]) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(callsOf("upgradeDetails")[0].query).toEqual({ region: "eu-central-1", token: "tok-1", action: "upgrade-lms", process: "upgrade" });
  expect(screen.getByRole("link", { name: "Instances List" })).toHaveAttribute("href", "/home/instances");
  expect(await axeViolations(container)).toEqual([]);
});

it("a dedicated link shows no volume", async () => {
  serveApi(DETAILS);
  renderPage("upgrade", "superadmin", "upgrade-dedicated");
  expect(await screen.findByText("MDL_MOODLE01")).toBeInTheDocument();
  expect(screen.queryByText("Volume ID")).not.toBeInTheDocument();
});

it("a superadmin's confirmed Upgrade sends the token, the request and the deployment, shows the output and the success", async () => {
  serveApi({
    ...DETAILS,
    upgradeLms: { success: true, outputFileId: "up-1" },
    upgradeProcessInfo: { content: "Backing up the site…\nUpgrading to 4.5…\nDone.\n", processStatus: "success" },
  });
  const { user } = renderPage();
  await user.click(await screen.findByRole("button", { name: "Upgrade" }));
  await confirmWith(user, "Upgrade");
  expect(await screen.findByText("The upgrade request has been completed successfully.")).toBeInTheDocument();
  expect(await screen.findByRole("region", { name: "Upgrade Output" })).toHaveTextContent("Upgrading to 4.5…");
  expect(callsOf("upgradeLms")[0]).toMatchObject({ params: { instanceId: REQUEST.instanceId }, body: { token: "tok-1", parameters: REQUEST, deployment: "shared" } });
  expect(callsOf("upgradeProcessInfo")[0]).toMatchObject({ params: { instanceId: REQUEST.instanceId }, query: { outputFileId: "up-1" } });
  expect(screen.queryByRole("button", { name: "Upgrade" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
});

it("an upgrade that ends in error says the spec's words", async () => {
  serveApi({ ...DETAILS, upgradeLms: { success: true, outputFileId: "up-2" }, upgradeProcessInfo: { content: "Upgrading…\nPHP fatal error\n", processStatus: "error" } });
  const { user } = renderPage();
  await user.click(await screen.findByRole("button", { name: "Upgrade" }));
  await confirmWith(user, "Upgrade");
  expect(await screen.findByText("The process completed with errors. You will receive an email with the details of the process and the rollback process.")).toBeInTheDocument();
});

it("an upgrade that cannot start says 'An error has occurred. Failed to upgrade the LMS.'; unreadable output its own fallback", async () => {
  serveApi({ ...DETAILS, upgradeLms: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  const first = renderPage();
  await first.user.click(await screen.findByRole("button", { name: "Upgrade" }));
  await confirmWith(first.user, "Upgrade");
  expect(await screen.findByText("An error has occurred. Failed to upgrade the LMS.")).toBeInTheDocument();
  first.unmount();
  serveApi({ ...DETAILS, upgradeLms: { success: true, outputFileId: "up-3" }, upgradeProcessInfo: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  const second = renderPage();
  await second.user.click(await screen.findByRole("button", { name: "Upgrade" }));
  await confirmWith(second.user, "Upgrade");
  expect((await screen.findAllByText("An error has occurred. Cannot display the output of the upgrade process.")).length).toBeGreaterThan(0);
});

it("a confirmed Cancel sends status=canceled with the token: 'The upgrade request has been successfully canceled.'", async () => {
  serveApi({ ...DETAILS, cancelUpgradeRequest: {} });
  const { user } = renderPage();
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  // A shared site's confirmation names the LMS, not only the server holding it.
  expect(await screen.findByRole("dialog")).toHaveTextContent("Are you sure you want to cancel the upgrade request for acme.example.com on MDL_MOODLE01?");
  await confirmWith(user, "Cancel upgrade");
  expect(await screen.findByText("The upgrade request has been successfully canceled.")).toBeInTheDocument();
  expect(callsOf("cancelUpgradeRequest")[0]).toMatchObject({ params: { instanceId: REQUEST.instanceId }, query: { token: "tok-1", status: "canceled" } });
  expect(screen.queryByRole("button", { name: "Upgrade" })).not.toBeInTheDocument();
});

it("a failed cancel says 'An error has occurred. Failed to cancel the upgrade request.'", async () => {
  serveApi({ ...DETAILS, cancelUpgradeRequest: { status: 502, body: { message: "The upstream could not be reached." } } });
  const { user } = renderPage();
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  await confirmWith(user, "Cancel upgrade");
  expect(await screen.findByText("An error has occurred. Failed to cancel the upgrade request.")).toBeInTheDocument();
});

it("an admin reads the request but has neither Upgrade nor Cancel", async () => {
  serveApi(DETAILS);
  renderPage("upgrade", "admin");
  expect(await screen.findByText("Only a superadmin can start or cancel this upgrade.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Upgrade" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
});

it("a request that cannot be read says 'An error has occurred. Failed to load upgrade request details.'", async () => {
  serveApi({ upgradeDetails: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  renderPage();
  expect(await screen.findByText("An error has occurred. Failed to load upgrade request details.")).toBeInTheDocument();
});

describe("the rollback page", () => {
  const ROLLBACK: ApiReplies = { upgradeDetails: { success: true, request: { ...REQUEST, moodledataDirectory: null } } };

  it("is titled 'Rollback Process', shows no MoodleData, and asks with process=rollback", async () => {
    serveApi(ROLLBACK);
    renderPage("rollback");
    expect(screen.getByRole("heading", { level: 1, name: "Rollback Process" })).toBeInTheDocument();
    expect(await screen.findByText("MDL_MOODLE01")).toBeInTheDocument();
    expect(screen.queryByText("MoodleData Directory")).not.toBeInTheDocument();
    expect(callsOf("upgradeDetails")[0].query.process).toBe("rollback");
  });

  it("'Rollback Process' starts the rollback with the token and shows the 'Rollback Output'; an error says so", async () => {
    serveApi({
      ...ROLLBACK,
      rollbackLms: { success: true, outputFileId: "rb-1" },
      upgradeProcessInfo: { content: "Restoring the backup…\n", processStatus: "error" },
    });
    const { user } = renderPage("rollback");
    await user.click(await screen.findByRole("button", { name: "Rollback Process" }));
    await confirmWith(user, "Rollback Process");
    expect(await screen.findByText("The rollback process was completed with errors.")).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Rollback Output" })).toHaveTextContent("Restoring the backup…");
    expect(callsOf("rollbackLms")[0]).toMatchObject({ params: { instanceId: REQUEST.instanceId }, body: { token: "tok-1", parameters: { ...REQUEST, moodledataDirectory: null } } });
  });

  it("says the rollback's own words when it cannot start or be canceled, and when it is canceled", async () => {
    serveApi({ ...ROLLBACK, rollbackLms: { status: 500, body: { message: "x" } }, cancelUpgradeRequest: [{ status: 500, body: { message: "x" } }, {}] });
    const { user } = renderPage("rollback");
    await user.click(await screen.findByRole("button", { name: "Rollback Process" }));
    await confirmWith(user, "Rollback Process");
    expect(await screen.findByText("An error has occurred. Failed to rollback the upgrade process.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await confirmWith(user, "Cancel rollback");
    expect(await screen.findByText("An error has occurred. Failed to cancel the rollback request.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await confirmWith(user, "Cancel rollback");
    expect(await screen.findByText("The rollback request has been successfully canceled.")).toBeInTheDocument();
  });
});

describe("the upgrade output reader", () => {
  it("reads processStatus through the client: inProgress runs, success is done, error has failed", async () => {
    serveApi({
      upgradeProcessInfo: [
        { content: "Backing up…\n", processStatus: "inProgress" },
        { content: "Backing up…\nDone.\n", processStatus: "success" },
        { content: "Backing up…\nFailed.\n", processStatus: "error" },
      ],
    });
    const read = upgradeOutputReader("i-1", "out-9");
    const signal = new AbortController().signal;
    expect(await read(signal)).toEqual({ status: "running", text: "Backing up…\n" });
    expect(await read(signal)).toEqual({ status: "done", text: "Backing up…\nDone.\n" });
    expect(await read(signal)).toEqual({ status: "failed", text: "Backing up…\nFailed.\n" });
    expect(callsOf("upgradeProcessInfo")[0]).toMatchObject({ params: { instanceId: "i-1" }, query: { outputFileId: "out-9" } });
  });
});
