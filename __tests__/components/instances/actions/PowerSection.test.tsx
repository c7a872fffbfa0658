/** @jest-environment jsdom */
// The General section of the actions modal as a user meets it: the motive rule blocks a
// 4-word motive before anything is sent and accepts 5; each action is confirmed; success says
// the state may take a few minutes; a refusal shows the server's message. Stop and reboot show
// the pre-flight facts in the confirmation and send what was shown with the call.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PowerSection from "@/components/instances/actions/PowerSection";
import ConsoleProviders from "../../ConsoleProviders";
import { MOTIVE_MIN_WORDS_MESSAGE } from "@/lib/domain/motive";
import { POWER_MESSAGES } from "@/lib/domain/powerActions";
import { PREFLIGHT_UNREAD } from "@/components/common/preflight/PreflightFacts";
import type { PreflightFacts } from "@/lib/domain/preflight";
import { callsOf, consoleCallsOf, serveApi, serveConsole } from "../../serveApi";

function renderSection(state: string | undefined = "running") {
  const user = userEvent.setup();
  render(
    <ConsoleProviders>
      <PowerSection instanceId="i-1" name="acme-lms" state={state} deploymentType="shared" ip="10.0.0.7" />
    </ConsoleProviders>,
  );
  return user;
}

/** A shared server with two sites: one serving 12 users, one stopped; no backup in the last day. */
const FACTS: PreflightFacts = {
  sites: [
    { domain: "campus.acme.edu", client: "Acme", activeUsers: 12, concurrency: 30, state: "read" },
    { domain: "staff.acme.edu", client: "Acme Staff", activeUsers: null, concurrency: null, state: "stopped" },
  ],
  sitesNotRead: 0,
  lastBackupAt: null,
  backupKnown: true,
};

const preflightSent = () => callsOf("instanceAction").map((c) => (c.headers["x-console-preflight"] === undefined ? undefined : decodeURIComponent(c.headers["x-console-preflight"])));

const motive = () => screen.getByRole("textbox", { name: /Motive/ });
const actionCalls = () => callsOf("instanceAction").map(({ params, body }) => ({ params, body }));

beforeEach(() => {
  jest.resetAllMocks();
});

it("blocks a 4-word motive with the spec's message and sends nothing", async () => {
  serveApi({});
  const user = renderSection();
  await user.type(motive(), "restart after plugin upgrade");
  await user.click(screen.getByRole("button", { name: "Stop" }));

  expect(motive()).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText(MOTIVE_MIN_WORDS_MESSAGE)).toBeVisible();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(callsOf()).toEqual([]);
});

it("accepts 5 words, asks first, then sends the action with the motive and says it may take minutes", async () => {
  serveApi({ instanceAction: { status: 200, body: { success: true } } });
  serveConsole({ preflight: FACTS });
  const user = renderSection();
  await user.type(motive(), "  restart after the plugin upgrade ");
  await user.click(screen.getByRole("button", { name: "Stop" }));

  const dialog = await screen.findByRole("dialog", { name: "Stop instance" });
  expect(actionCalls()).toHaveLength(0);
  await user.click(within(dialog).getByRole("button", { name: "Stop" }));

  expect(await screen.findByRole("status")).toHaveTextContent(POWER_MESSAGES.success("stop", "acme-lms"));
  expect(actionCalls()).toEqual([{ params: { id: "i-1" }, body: { action: "stop", region: "us-west-2", reason: "restart after the plugin upgrade" } }]);
  // The notice is announced at once; the form is reachable again once the confirmation has closed.
  expect(await screen.findByRole("textbox", { name: /Motive/ })).toHaveValue("");
});

it("sends nothing when the confirmation is cancelled", async () => {
  serveApi({});
  const user = renderSection("stopped");
  await user.type(motive(), "bring it back for the exams");
  await user.click(screen.getByRole("button", { name: "Start" }));
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  expect(callsOf()).toEqual([]);
});

it("shows the server's message when the action is refused", async () => {
  serveApi({ instanceAction: { status: 409, body: { message: "acme-lms is already stopping." } } });
  serveConsole({ preflight: FACTS });
  const user = renderSection();
  await user.type(motive(), "one two three four five");
  await user.click(screen.getByRole("button", { name: "Reboot" }));
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reboot" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("acme-lms is already stopping.");
});

it("offers only the actions the shown state allows", () => {
  renderSection("stopped");
  expect(screen.getByRole("button", { name: "Start" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Stop" })).toBeDisabled();
  expect(screen.getByRole("button", { name: "Reboot" })).toBeDisabled();
});

it("shows what a stop disrupts before it is confirmed, and sends what was shown with the call", async () => {
  serveApi({ instanceAction: { status: 200, body: { success: true } } });
  serveConsole({ preflight: FACTS });
  const user = renderSection();
  await user.type(motive(), "restart after the plugin upgrade");
  await user.click(screen.getByRole("button", { name: "Stop" }));

  const dialog = await screen.findByRole("dialog", { name: "Stop instance" });
  // Active users right now, whether a backup ran in the last 24 hours, and a shared server's sites.
  expect(await within(dialog).findByText(/Active users now: 12\b/)).toBeVisible();
  expect(within(dialog).getByText(/Backup in the last 24 hours: none/)).toBeVisible();
  expect(within(dialog).getByText(/carries 2 client sites/)).toBeVisible();
  const [asked] = consoleCallsOf("preflight");
  expect(asked.url.pathname).toBe("/api/preflight/i-1");
  expect(Object.fromEntries(asked.url.searchParams)).toEqual({ region: "us-west-2", ip: "10.0.0.7" });

  await user.click(within(dialog).getByRole("button", { name: "Stop" }));
  await screen.findByRole("status");
  const [sent] = preflightSent();
  expect(sent).toMatch(/Active users now: 12\b/);
  expect(sent).toMatch(/Backup in the last 24 hours: none/);
  expect(sent).toMatch(/carries 2 client sites/);
});

it("lets the user go on when the facts cannot be read, and says so", async () => {
  serveApi({ instanceAction: { status: 200, body: { success: true } } });
  serveConsole({ preflight: { status: 503, body: { message: "Try again in a moment." } } });
  const user = renderSection();
  await user.type(motive(), "restart after the plugin upgrade");
  await user.click(screen.getByRole("button", { name: "Reboot" }));

  const dialog = await screen.findByRole("dialog", { name: "Reboot instance" });
  expect(await within(dialog).findByText(PREFLIGHT_UNREAD)).toBeVisible();
  await user.click(within(dialog).getByRole("button", { name: "Reboot" }));
  expect(await screen.findByRole("status")).toHaveTextContent(POWER_MESSAGES.success("reboot", "acme-lms"));
  expect(preflightSent()[0]).toContain(PREFLIGHT_UNREAD);
});

it("reads no facts for a start, which disrupts nobody", async () => {
  serveApi({ instanceAction: { status: 200, body: { success: true } } });
  const user = renderSection("stopped");
  await user.type(motive(), "bring it back for the exams");
  await user.click(screen.getByRole("button", { name: "Start" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Start instance" })).getByRole("button", { name: "Start" }));
  await screen.findByRole("status");
  expect(consoleCallsOf("preflight")).toEqual([]);
  expect(preflightSent()).toEqual([undefined]);
});
