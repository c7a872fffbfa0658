/** @jest-environment jsdom */
// The General section of the actions modal as a user meets it: the motive rule blocks a
// 4-word motive before anything is sent and accepts 5; each action is confirmed; success says
// the state may take a few minutes; a refusal shows the server's message.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import PowerSection from "@/components/instances/actions/PowerSection";
import ConsoleProviders from "../../ConsoleProviders";
import { MOTIVE_MIN_WORDS_MESSAGE } from "@/lib/domain/motive";
import { POWER_MESSAGES } from "@/lib/domain/powerActions";
import { callsOf, serveApi } from "../../serveApi";

function renderSection(state: string | undefined = "running") {
  const user = userEvent.setup();
  render(
    <ConsoleProviders>
      <PowerSection instanceId="i-1" name="acme-lms" state={state} />
    </ConsoleProviders>,
  );
  return user;
}

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
