/** @jest-environment jsdom */
// The actions modal's Backup section (spec 1 §2, §7, §8): Confirm reads the
// server's information (GET /server-info/{id}?region) and sends it as the backup's instanceData
// with the instance's name and region; the spec's success sentence follows. When the
// information cannot be read the backup is not asked for, and the user reads the server's
// message or, without one, 'An error has occurred. Failed to load servers information.'.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BackupSection from "@/components/instances/actions/BackupSection";
import ConsoleProviders from "../../ConsoleProviders";
import { callsOf, NETWORK_ERROR, serveApi } from "../../serveApi";

const SERVER_DATA = { instanceId: "i-1", instanceName: "acme-lms", domain: "lms.acme.example.com", dbName: "acme" };

function renderSection() {
  const user = userEvent.setup();
  const onCancel = jest.fn();
  render(
    <ConsoleProviders role="admin" region="eu-central-1">
      <BackupSection instanceId="i-1" name="acme-lms" domain="lms.acme.example.com" onCancel={onCancel} />
    </ConsoleProviders>,
  );
  return { user, onCancel };
}

it("sends the server's information as the backup's data and says the backup begins", async () => {
  serveApi({ serverInfo: { success: true, instanceData: SERVER_DATA }, backup: { status: 200, body: { success: true } } });
  const { user } = renderSection();
  await user.click(screen.getByRole("button", { name: "Confirm" }));

  expect(await screen.findByRole("status")).toHaveTextContent("All the necessary data for the backup process have been obtained. The backup process will begin.");
  expect(callsOf("serverInfo").map(({ params, query }) => ({ params, query }))).toEqual([{ params: { id: "i-1" }, query: { region: "eu-central-1" } }]);
  expect(callsOf("lmsInfo")).toEqual([]);
  expect(callsOf("backup").map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { instanceId: "i-1" }, body: { region: "eu-central-1", instanceName: "acme-lms", instanceData: SERVER_DATA } },
  ]);
});

it.each([
  ["a failure without a message", { status: 500, body: {} }],
  ["a dropped connection", NETWORK_ERROR],
  ["an answer that says it failed", { success: false, instanceData: {} }],
] as const)("says 'Failed to load servers information.' on %s and asks for no backup", async (_label, reply) => {
  serveApi({ serverInfo: reply });
  const { user } = renderSection();
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("An error has occurred. Failed to load servers information.");
  expect(callsOf("backup")).toEqual([]);
});

it("shows the server's message when it gives one", async () => {
  serveApi({ serverInfo: { status: 404, body: { message: "i-1 is not in eu-central-1." } } });
  const { user } = renderSection();
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("i-1 is not in eu-central-1.");
  expect(callsOf("backup")).toEqual([]);
});

it("shows the backup call's own refusal", async () => {
  serveApi({ serverInfo: { success: true, instanceData: SERVER_DATA }, backup: { status: 409, body: { message: "A backup of lms.acme.example.com is already running." } } });
  const { user } = renderSection();
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("A backup of lms.acme.example.com is already running.");
});

it("Cancel leaves without a call", async () => {
  const { user, onCancel } = renderSection();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(callsOf()).toEqual([]);
});
