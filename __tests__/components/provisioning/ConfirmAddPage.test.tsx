/** @jest-environment jsdom */
// The creation confirmation page (spec 2 §2.2, §4, §8): the request read-only (with the theme
// block when set, the database choice as a read-only radio, the database name for a standalone
// one, the Totara type for Totara), the 'Instance Creation Process' panel reading the request's
// output, and 'An error occurred while loading the data' when the request cannot be read.
import { render, screen, waitFor, within } from "@testing-library/react";
import ConfirmAddPage from "@/components/provisioning/ConfirmAddPage";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../serveApi";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }) }));

const REQUEST = {
  installationPackage: "moodle-4.5.4.tgz",
  lms: "Moodle" as const,
  installThemeEdumy: "true" as const,
  moodleInstallationType: "basic",
  totaraType: null,
  client: "Universidad Unicampus",
  contractedUsers: 400,
  branch: "CR",
  domain: "unicampus",
  instanceName: "MDL_unicampus",
  volumeSize: 50,
  instanceType: "t4g.medium",
  dbOnSharedRDS: false,
  dbInstance: "mdl-unicampus",
  clientEmail: "ti@unicampus.example",
  sendEmailToClient: true,
  primaryColor: "#1a4f8b",
  secondaryColor: "#f2a900",
  accentColor: null,
  footerColor: null,
  logoDefault: "logo.png",
  logoDark: null,
  loginBGImage: "bg.png",
};

function renderPage(replies: ApiReplies) {
  serveApi({ creationOutput: new Promise(() => undefined), ...replies });
  render(
    <ConsoleProviders role="manager">
      <ConfirmAddPage token="tok-123" />
    </ConsoleProviders>,
  );
}

const page = () => screen.getByRole("dialog", { name: "Add Standalone Instance" });
const value = (name: string) => within(page()).getByRole("textbox", { name });

it("shows the request read-only with its theme, and the creation output of its token", async () => {
  renderPage({ confirmInstance: { success: true, data: REQUEST } });
  expect(await within(page()).findByRole("textbox", { name: "Installation package" })).toHaveValue("moodle-4.5.4.tgz");
  const expected: [string, string][] = [
    ["Client", "Universidad Unicampus"], ["Contracted users", "400"], ["Branch", "CR"], ["Domain", "unicampus"],
    ["Instance name", "MDL_unicampus"], ["Volume size", "50"], ["Instance type", "t4g.medium"], ["Database instance", "mdl-unicampus"],
    ["Moodle installation type", "basic"], ["Client email", "ti@unicampus.example"], ["Primary color", "#1a4f8b"],
    ["Secondary color", "#f2a900"], ["Logo", "logo.png"], ["Login background image", "bg.png"],
  ];
  for (const [name, shown] of expected) {
    expect([name, value(name)]).toEqual([name, expect.objectContaining({ value: shown })]);
    expect(value(name)).toHaveAttribute("readonly");
  }
  expect(within(page()).getByRole("radio", { name: "Standalone database" })).toBeChecked();
  expect(within(page()).getByRole("radiogroup", { name: "Database" })).toHaveAttribute("aria-readonly", "true");
  expect(within(page()).getByRole("checkbox", { name: "Install Edumy theme" })).toBeChecked();
  expect(within(page()).getByRole("checkbox", { name: "Send email to client" })).toBeChecked();
  expect(within(page()).getByRole("region", { name: "Instance Creation Process" })).toBeVisible();
  expect(callsOf("confirmInstance").map((c) => c.params)).toEqual([{ token: "tok-123" }]);
  await waitFor(() => expect(callsOf("creationOutput").map((c) => c.query)).toEqual([{ outputFileId: "tok-123" }]));
  expect(within(page()).getByRole("button", { name: "Instances List" })).toBeVisible();
});

it("a Totara request on the shared RDS shows its Totara type, no database name and no theme", async () => {
  const totara = { ...REQUEST, lms: "Totara" as const, installationPackage: "totara-17.zip", totaraType: "learn_perform", dbOnSharedRDS: "true" as const, dbInstance: null };
  renderPage({ confirmInstance: { success: true, data: totara } });
  expect(await within(page()).findByRole("textbox", { name: "Totara type" })).toHaveValue("learn_perform");
  expect(within(page()).getByRole("radio", { name: "Shared database" })).toBeChecked();
  expect(within(page()).queryByRole("textbox", { name: "Database instance" })).toBeNull();
  expect(within(page()).queryByRole("textbox", { name: "Primary color" })).toBeNull();
  expect(within(page()).queryByRole("checkbox", { name: "Install Edumy theme" })).toBeNull();
});

it.each([null, "mdl-"])("a standalone request whose creator left the database name to the server (%p) says the server assigns it", async (dbInstance) => {
  renderPage({ confirmInstance: { success: true, data: { ...REQUEST, dbInstance } } });
  expect(await within(page()).findByRole("textbox", { name: "Database instance" })).toHaveValue("Assigned by the server when the instance is created");
});

it("says 'An error occurred while loading the data' when the request cannot be read", async () => {
  renderPage({ confirmInstance: { status: 404, body: { message: "The request does not exist." } } });
  expect(await within(page()).findByRole("alert")).toHaveTextContent("An error occurred while loading the data");
  expect(callsOf("creationOutput")).toEqual([]);
});
