/** @jest-environment jsdom */
// The Add Instance page (spec 2 §2.1, §3, §4, §5, §6, §8): the form's defaults; the silo list
// without Totara silos and names ending 03/04, sorted, or 'No silos available were found.'; a
// silo lists Moodle packages only; PNG-only theme images judged by their bytes; the server's
// 400 field errors on their fields with the alert; the multipart body's string booleans and
// dbInstance only when named; the creation board and Create hidden while it runs or when the
// server blocks creation; a manager's permission message.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import AddInstancePage from "@/components/provisioning/AddInstancePage";
import type { Role } from "@/lib/contract/types";
import { CREATION_FIELD_MESSAGES as M } from "@/lib/domain/provisioning";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../serveApi";
import { fakePng, INSTALLERS, png, SILOS } from "./fixtures";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

// What the browser client does with an answer that ends the session (leave for sign-in), watched.
jest.mock("@/lib/client/sessionEnded", () => {
  const actual: typeof import("@/lib/client/sessionEnded") = jest.requireActual("@/lib/client/sessionEnded");
  return { ...actual, leaveIfSessionEnded: jest.fn((status: number) => status === 401) };
});
const { leaveIfSessionEnded } = jest.requireMock<typeof import("@/lib/client/sessionEnded")>("@/lib/client/sessionEnded");

// The whole form renders per change; on a busy machine a filled-in submit can pass 5 s.

beforeEach(() => jest.clearAllMocks());

function renderPage({ role = "admin", replies = {} }: { role?: Role; replies?: ApiReplies } = {}) {
  serveApi({ installers: INSTALLERS, silos: SILOS, ...replies });
  const user = userEvent.setup();
  render(
    <ConsoleProviders role={role} region="eu-central-1">
      <AddInstancePage />
    </ConsoleProviders>,
  );
  return user;
}

const page = () => screen.getByRole("dialog", { name: "Add Instance" });
const field = (name: string) => within(page()).getByRole("textbox", { name });
const select = (name: string) => within(page()).getByRole("combobox", { name });
const createButton = () => within(page()).queryByRole("button", { name: "Create new LMS" });

/** Types into a field at once (pasted: key by key, the whole form re-renders per character). */
async function enter(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await within(page()).findByRole("combobox", { name: "Installation package" }), "moodle-4.5.4.tgz");
  await enter(user, field("Client"), "Universidad Unicampus");
  await user.selectOptions(select("Branch"), "CR");
  await enter(user, field("Domain"), "unicampus");
  await enter(user, field("Instance name"), "unicampus");
  await user.selectOptions(select("Instance type"), "t4g.medium");
}

function sentFields(): Record<string, FormDataEntryValue> {
  const [call] = callsOf("createInstance");
  // Created in the region the console shows.
  expect(call.query).toEqual({ region: "eu-central-1" });
  expect(call.body).toBeInstanceOf(FormData);
  return Object.fromEntries((call.body as FormData).entries());
}

it("opens with the spec's defaults: 400 users, 50 GiB, standalone, basic (pro disabled)", async () => {
  renderPage();
  expect(field("Contracted users")).toHaveValue("400");
  expect(field("Volume size")).toHaveValue("50");
  expect(field("Instance name")).toHaveValue("MDL_");
  expect(within(page()).getByRole("radio", { name: "Standalone" })).toBeChecked();
  expect(within(page()).getByRole("radio", { name: "Standalone database" })).toBeChecked();
  expect(within(page()).getByRole("option", { name: "pro" })).toBeDisabled();
  expect(select("Moodle installation type")).toHaveValue("basic");
  expect(within(select("Instance type")).getAllByRole("option").map((o) => o.textContent)).toEqual([
    "Choose an instance type", "t4g.small", "t4g.medium", "t4g.large",
  ]);
  expect(await within(page()).findByRole("region", { name: "Instance Creation Process" })).toBeVisible();
  expect(createButton()).toBeVisible();
  expect(callsOf("installers").map((c) => c.query)).toEqual([{ region: "eu-central-1" }]);
  expect(callsOf("silos")).toEqual([]);
});

it("on a silo: lists the silos without Totara and 03/04, by name, and only Moodle packages", async () => {
  const user = renderPage();
  await user.selectOptions(await within(page()).findByRole("combobox", { name: "Installation package" }), "totara-17.zip");
  expect(within(page()).getByRole("combobox", { name: "Totara type" })).toBeVisible();
  await user.click(within(page()).getByRole("radio", { name: "Silo" }));
  const silo = await within(page()).findByRole("combobox", { name: "Silo" });
  expect(within(silo).getAllByRole("option").map((o) => o.textContent)).toEqual(["Choose a silo", "MDL_MOODLE02", "MDL_MOODLE05"]);
  const packages = within(select("Installation package")).getAllByRole("option").map((o) => o.textContent);
  expect(packages).toEqual(["Choose a package", "moodle-4.5.4.tgz", "moodle-4.3.8.tgz"]);
  // the Totara package it had is dropped
  expect(select("Installation package")).toHaveValue("");
});

it("says 'No silos available were found.' when none is left", async () => {
  const user = renderPage({ replies: { silos: { success: true, silos: [{ instanceId: "i-t", name: "MDL_TOTARA02" }, { instanceId: "i-4", name: "MDL_MOODLE04" }] } } });
  await user.click(within(page()).getByRole("radio", { name: "Silo" }));
  expect(await within(page()).findByText("No silos available were found.")).toBeVisible();
});

it("takes PNG theme images by their bytes: a script named .png is refused with the spec's message", async () => {
  const user = renderPage();
  await user.click(within(page()).getByRole("checkbox", { name: "Install Edumy theme" }));
  expect(within(page()).getByText("PNG only. Recommended size: 1920x1080.")).toBeVisible();
  const logo = within(page()).getByLabelText("Logo");
  await user.upload(logo, fakePng("logo.png"));
  expect(await within(page()).findByText("Please upload a file of type: image/png.")).toBeVisible();
  expect(logo).toHaveAttribute("aria-invalid", "true");
  await user.upload(logo, png("logo.png"));
  await waitFor(() => expect(within(page()).queryByText("Please upload a file of type: image/png.")).toBeNull());
  expect(within(page()).getByRole("textbox", { name: "Primary color" })).toHaveAttribute("maxlength", "7");
});

it("sends the multipart body with string booleans, requestedBy and a token, without a bare dbInstance", async () => {
  const user = renderPage({ replies: { createInstance: { success: true, startCreationProcess: true, deployId: "deploy-1" }, creationOutput: new Promise(() => undefined) } });
  await fillValid(user);
  await user.click(createButton()!);
  await waitFor(() => expect(callsOf("createInstance")).toHaveLength(1));
  const sent = sentFields();
  expect(sent).toMatchObject({
    installationType: "standalone", installationPackage: "moodle-4.5.4.tgz", installThemeEdumy: "false", dbOnSharedRDS: "false",
    sendEmailToClient: "false", contractedUsers: "400", volumeSize: "50", client: "Universidad Unicampus", branch: "CR",
    domain: "unicampus", instanceName: "MDL_unicampus", instanceType: "t4g.medium", requestedBy: "test@example.com",
  });
  expect(typeof sent.requestToken === "string" && sent.requestToken.length >= 16).toBe(true);
  expect(sent).not.toHaveProperty("dbInstance");
  // the board reads the creation's output; Create is gone while it runs
  await waitFor(() => expect(callsOf("creationOutput").map((c) => c.query)).toEqual([{ outputFileId: "deploy-1" }]));
  expect(createButton()).toBeNull();
});

it("sends a named database server", async () => {
  const user = renderPage({ replies: { createInstance: { success: true } } });
  await fillValid(user);
  await enter(user, field("Database instance"), "unicampus");
  await user.click(createButton()!);
  await waitFor(() => expect(callsOf("createInstance")).toHaveLength(1));
  expect(sentFields().dbInstance).toBe("mdl-unicampus");
});

it("marks each field the server refused with its message, and says 'Incorrect parameters. Please check the data entered.'", async () => {
  const fields = { domain: M.domain, volumeSize: M.volumeSize, dbNameNotAvailable: M.dbNameNotAvailable, clientEmail: M.clientEmail };
  const user = renderPage({ replies: { createInstance: { status: 400, body: { message: "Bad request", fields } } } });
  await fillValid(user);
  await user.click(createButton()!);
  expect(await within(page()).findByRole("alert")).toHaveTextContent("Incorrect parameters. Please check the data entered.");
  expect(field("Domain")).toHaveAccessibleDescription(M.domain);
  expect(field("Volume size")).toHaveAccessibleDescription(M.volumeSize);
  expect(field("Instance name")).toHaveAccessibleDescription(M.dbNameNotAvailable);
  expect(field("Client email")).toHaveAccessibleDescription(M.clientEmail);
  expect(createButton()).toBeVisible();
});

it("shows the server's message for any other failure", async () => {
  const user = renderPage({ replies: { createInstance: { status: 409, body: { message: "The domain unicampus already exists." } } } });
  await fillValid(user);
  await user.click(createButton()!);
  expect(await within(page()).findByRole("alert")).toHaveTextContent("The domain unicampus already exists.");
});

it("a 401 on the create call sends the user to sign-in", async () => {
  const user = renderPage({ replies: { createInstance: { status: 401, body: { message: "Unauthorized" } } } });
  await fillValid(user);
  await user.click(createButton()!);
  await waitFor(() => expect(leaveIfSessionEnded).toHaveBeenCalledWith(401, expect.anything()));
  expect(within(page()).queryByText("Incorrect parameters. Please check the data entered.")).toBeNull();
});

it("checks the form first: nothing is sent with a bad domain", async () => {
  const user = renderPage();
  await fillValid(user);
  await enter(user, field("Domain"), "-x");
  await user.click(createButton()!);
  await waitFor(() => expect(field("Domain")).toHaveAccessibleDescription(M.domain));
  expect(callsOf("createInstance")).toEqual([]);
});

it("hides Create when the server says blockCreation", async () => {
  const user = renderPage({ replies: { createInstance: { success: true, blockCreation: true, message: "Creation is blocked for now." } } });
  await fillValid(user);
  await user.click(createButton()!);
  await waitFor(() => expect(createButton()).toBeNull());
  expect(callsOf("creationOutput")).toEqual([]);
});

it("shows Create again once the creation is done", async () => {
  const user = renderPage({
    replies: { createInstance: { success: true, startCreationProcess: true, deployId: "deploy-2" }, creationOutput: { status: 200, body: "Creating…\nDone" }, listInstances: { instances: [] } },
  });
  await fillValid(user);
  await user.click(createButton()!);
  await waitFor(() => expect(callsOf("creationOutput")).toHaveLength(1));
  await waitFor(() => expect(createButton()).toBeVisible());
});

it("a creation whose output carries '[Errors]' reads failed, with the spec's message", async () => {
  const user = renderPage({
    replies: {
      createInstance: { success: true, startCreationProcess: true, deployId: "deploy-3" },
      creationOutput: { status: 200, body: "Creating…\n[Errors] install_database.php exited with code 1\nCreation finished with errors" },
      listInstances: { instances: [] },
    },
  });
  await fillValid(user);
  await user.click(createButton()!);
  const board = await within(page()).findByRole("region", { name: "Instance Creation Process" });
  await waitFor(() => expect(within(board).getAllByRole("status")[0]).toHaveTextContent("Failed"));
  expect(within(board).queryByText("Done")).toBeNull();
  expect(within(board).getByRole("alert")).toHaveTextContent("Something went wrong during the process.");
});

it("tells a manager they may not create, and asks nothing", () => {
  renderPage({ role: "manager" });
  expect(within(page()).getByRole("alert")).toHaveTextContent("You do not have permission to perform this action.");
  expect(createButton()).toBeNull();
  expect(callsOf()).toEqual([]);
});

it("Instances List goes back to the list", async () => {
  const user = renderPage({ role: "manager" });
  await user.click(within(page()).getByRole("button", { name: "Instances List" }));
  expect(router.replace).toHaveBeenCalledWith("/home/instances", { scroll: false });
});
