/** @jest-environment jsdom */
// The information modal's content against contract-checked answers (spec 1 §3, §5, §8): the
// spec's messages where the spec shows them — volumes and volume data that fail, a save that
// fails or has nothing to save, a CDN answer that is not a boolean, a shared server's form before
// a site is loaded — and what a save sends: a dedicated server's tags, or the loaded site's.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import InformationBody from "@/components/instances/information/InformationBody";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { InformationParams } from "@/lib/routing/informationRoutes";
import { FILLED_CONTRACT_TAGS } from "../../../domain/contractSamples";
import ConsoleProviders from "../../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../../serveApi";
import { makeInstance } from "../fixtures";
import { ACME, INFORMATION, ROOT, SERVER, VOLUMES } from "./fixtures";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }) }));

const DEDICATED = makeInstance({ instanceId: "i-0ded000000000001", name: "MDL_ACME", domain: "campus.acme.example.com" });
const DEDICATED_INFO: InformationParams = { instanceId: DEDICATED.instanceId, address: DEDICATED.publicIpAddress, name: DEDICATED.name, deploymentType: "dedicated" };
const DATA_VOLUME = { ...ROOT, instanceId: DEDICATED.instanceId, volumeId: "vol-0data", partition: "/dev/xvdf", domain: DEDICATED.domain, client: "Acme", size: 100 };

const TAGS = { tags: FILLED_CONTRACT_TAGS };

const DEDICATED_REPLIES: ApiReplies = {
  listVolumes: { success: true, volumes: [ROOT, DATA_VOLUME] },
  getInstanceTags: TAGS,
  concurrency: { activeUsers: 42, concurrency: 7 },
  cdnStatus: { cdnEnabled: false },
};

function renderBody(instance: Instance, information: InformationParams, role: "admin" | "manager" = "admin") {
  const user = userEvent.setup();
  render(
    <ConsoleProviders role={role}>
      <InformationBody instance={instance} information={information} />
    </ConsoleProviders>,
  );
  return user;
}

async function confirmDialog(user: ReturnType<typeof userEvent.setup>, label: string) {
  const dialog = await screen.findByRole("dialog");
  await user.click(within(dialog).getByRole("button", { name: label }));
}

it("shows a dedicated server's contract data, its site's facts and its volumes", async () => {
  serveApi(DEDICATED_REPLIES);
  renderBody(DEDICATED, DEDICATED_INFO);
  expect(await screen.findByLabelText("Client")).toHaveValue("Acme University");
  expect(screen.getByLabelText("Allowed users")).toHaveValue("400");
  expect(screen.getByLabelText("LMS")).toHaveValue("Moodle");
  expect(await screen.findByDisplayValue("42")).toBe(screen.getByLabelText("Active users"));
  expect(screen.getByLabelText("Concurrency")).toHaveValue("7");
  expect(screen.getByLabelText("DB server type")).toHaveValue("Dedicated RDS");
  expect(screen.getByLabelText("Instance URL")).toHaveValue("https://campus.acme.example.com");
  expect(screen.queryByLabelText("Totara upgrade key")).not.toBeInTheDocument();
  expect(await screen.findByRole("checkbox", { name: "Enable CDN" })).not.toBeChecked();
  expect(screen.getByRole("cell", { name: "vol-0data" })).toBeInTheDocument();
  expect(callsOf("concurrency")[0].params).toEqual({ id: DEDICATED.instanceId, domain: "campus.acme.example.com" });
});

it("saves a dedicated server's tags with a confirmation: 'The data has been saved successfully.'", async () => {
  serveApi({ ...DEDICATED_REPLIES, saveInstanceTags: { status: 201, body: {} } });
  const user = renderBody(DEDICATED, DEDICATED_INFO);
  await user.clear(await screen.findByLabelText("Allowed users"));
  await user.type(screen.getByLabelText("Allowed users"), "800");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await confirmDialog(user, "Save");
  expect(await screen.findByText("The data has been saved successfully.")).toBeInTheDocument();
  const [save] = callsOf("saveInstanceTags");
  expect(save.params).toEqual({ id: DEDICATED.instanceId });
  expect(save.body).toMatchObject({ region: "us-west-2", tags: expect.arrayContaining([{ Key: "ContractedUsers", Value: "800" }]) });
  // Read-only tags are never sent back.
  expect((save.body as { tags: { Key: string }[] }).tags.map((t) => t.Key)).not.toContain("LMS");
});

it("a failed save says 'An error has occurred. The data could not be saved.'", async () => {
  serveApi({ ...DEDICATED_REPLIES, saveInstanceTags: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  const user = renderBody(DEDICATED, DEDICATED_INFO);
  await user.type(await screen.findByLabelText("Client"), " Group");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await confirmDialog(user, "Save");
  expect(await screen.findByText("An error has occurred. The data could not be saved.")).toBeInTheDocument();
});

it("with every field blank, says 'Please, fill in at least one field.' and sends nothing", async () => {
  serveApi({ ...DEDICATED_REPLIES, getInstanceTags: { tags: [{ Key: "Name", Value: "MDL_ACME" }] } });
  const user = renderBody(DEDICATED, DEDICATED_INFO);
  await screen.findByLabelText("Client");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Please, fill in at least one field.")).toBeInTheDocument();
  expect(callsOf("saveInstanceTags")).toEqual([]);
});

it("a CDN status that is not a boolean says 'An error has occurred. Invalid value received.'", async () => {
  serveApi({ ...DEDICATED_REPLIES, cdnStatus: { cdnEnabled: "pending" } });
  renderBody(DEDICATED, DEDICATED_INFO);
  expect(await screen.findByText("An error has occurred. Invalid value received.")).toBeInTheDocument();
  expect(screen.queryByRole("checkbox", { name: /CDN/ })).not.toBeInTheDocument();
});

it("an unknown CDN status leaves the checkbox disabled", async () => {
  serveApi({ ...DEDICATED_REPLIES, cdnStatus: { cdnEnabled: null } });
  renderBody(DEDICATED, DEDICATED_INFO);
  await waitFor(() => expect(callsOf("cdnStatus")).toHaveLength(1));
  expect(await screen.findByText(`The CDN status of ${DEDICATED.domain} is unknown.`)).toBeInTheDocument();
  expect(screen.getByRole("checkbox", { name: "Enable CDN" })).toBeDisabled();
});

it("volumes that cannot be read say 'An error has occurred. Failed to load volumes.'", async () => {
  serveApi({ ...DEDICATED_REPLIES, listVolumes: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  renderBody(DEDICATED, DEDICATED_INFO);
  expect(await screen.findByText("An error has occurred. Failed to load volumes.")).toBeInTheDocument();
});

it("a volume whose data cannot be read says 'An error has occurred. Failed to load volume information.'", async () => {
  serveApi({ ...DEDICATED_REPLIES, volumeDataDedicated: { status: 500, body: { message: "The upstream answered HTTP 500." } } });
  const user = renderBody(DEDICATED, DEDICATED_INFO);
  await user.click(await screen.findByRole("button", { name: "Details of Acme" }));
  expect(await screen.findByText("An error has occurred. Failed to load volume information.")).toBeInTheDocument();
  expect(callsOf("volumeDataDedicated")[0].query).toEqual({ region: "us-west-2", ip: DEDICATED.publicIpAddress, volumeDeviceName: "/dev/xvdf" });
});

it("a shared server asks for a site first, then reads and saves that site's volume tags", async () => {
  serveApi({ listVolumes: VOLUMES, getVolumeTags: TAGS, concurrency: { activeUsers: 3, concurrency: 1 }, cdnStatus: { cdnEnabled: true }, volumeData: { storage: 12, version: "4.4.1", sslDaysRemaining: 40 }, saveVolumeTags: {} });
  const user = renderBody(SERVER, INFORMATION);
  expect(await screen.findByText(/Please, you must first load data from a volume\./)).toBeInTheDocument();
  expect(screen.getByLabelText("DB server type")).toHaveValue("Shared RDS");
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Please, you must first load data from a volume.");
  expect(callsOf("getVolumeTags")).toEqual([]);

  await user.click(await screen.findByRole("button", { name: "Details of acme" }));
  expect(await screen.findByLabelText("Client")).toHaveValue("Acme University");
  expect(screen.getByRole("heading", { name: "Contract data · acme" })).toBeInTheDocument();
  expect(callsOf("getVolumeTags")[0].params).toEqual({ id: SERVER.instanceId, volumeId: ACME.volumeId });
  expect(await screen.findByRole("checkbox", { name: "Disable CDN" })).toBeChecked();

  await user.type(screen.getByLabelText("Description"), " More.");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await confirmDialog(user, "Save");
  expect(await screen.findByText("The data has been saved successfully.")).toBeInTheDocument();
  expect(callsOf("saveVolumeTags")[0].params).toEqual({ id: SERVER.instanceId, volumeId: ACME.volumeId });
  expect(callsOf("saveInstanceTags")).toEqual([]);
});

it("a manager reads the form: no Save, fields read-only, no resize", async () => {
  serveApi(DEDICATED_REPLIES);
  renderBody(DEDICATED, DEDICATED_INFO, "manager");
  expect(await screen.findByLabelText("Client")).toHaveAttribute("readonly");
  expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /^Resize / })).not.toBeInTheDocument();
  expect(await screen.findByRole("checkbox", { name: "Enable CDN" })).toBeDisabled();
});
