/** @jest-environment jsdom */
// Idle sessions as the user meets them: after 29 minutes without input the console
// warns with a countdown; Stay signed in keeps the session; at 30 minutes what the user typed is
// kept in this tab (never a password) and the session ends with the idle reason. After the same
// user signs in again, the typed text comes back into the form; another user's is dropped.
import { useState } from "react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import IdleWatch from "@/components/shell/IdleWatch";
import KeptInputRestore, { RESTORED_MESSAGE } from "@/components/shell/KeptInputRestore";
import { idleTimeouts } from "@/lib/auth/idle";
import { signOutToRoot } from "@/lib/client/signOut";
import { keepInput } from "@/lib/client/keptInput";
import ConsoleProviders from "../ConsoleProviders";

jest.mock("@/lib/client/signOut", () => ({ signOutToRoot: jest.fn(async () => undefined) }));
const replace = jest.fn();
jest.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ replace, push: jest.fn() }) }));

const MINUTE = 60_000;
const USER = "test@example.com";

function MotiveForm() {
  const [motive, setMotive] = useState("");
  return (
    <main>
      <form aria-label="Actions">
        <label htmlFor="reason">Motive</label>
        <textarea id="reason" name="reason" value={motive} onChange={(e) => setMotive(e.target.value)} />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" defaultValue="" />
        <output aria-label="Seen by React">{motive}</output>
      </form>
    </main>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  jest.mocked(signOutToRoot).mockClear();
  replace.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

it("warns in the last minute, keeps the session on Stay signed in, and ends it at 30 minutes keeping the typed text", async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <ConsoleProviders>
      <MotiveForm />
      <IdleWatch timeouts={idleTimeouts({})} username={USER} />
    </ConsoleProviders>,
  );
  await user.type(screen.getByLabelText("Motive"), "Patch window agreed with the dean");
  await user.type(screen.getByLabelText("Password"), "hunter2");

  await advance(28 * MINUTE);
  expect(screen.queryByRole("alertdialog")).toBeNull();
  await advance(MINUTE + 1000);
  const warning = await screen.findByRole("alertdialog", { name: "Are you still there?" });
  expect(warning).toHaveTextContent(/Signing out in 0:5\d/);
  await user.click(within(warning).getByRole("button", { name: "Stay signed in" }));
  await advance(0);
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

  await advance(29 * MINUTE + 30_000);
  expect(signOutToRoot).not.toHaveBeenCalled();
  expect(await screen.findByRole("alertdialog")).toHaveTextContent(/Signing out in 0:[0-3]\d/);
  await advance(MINUTE);
  expect(signOutToRoot).toHaveBeenCalledWith("idle");
  const kept = JSON.parse(sessionStorage.getItem("console-kept-input") ?? "null") as { username: string; url: string; fields: { key: string; value: string }[] };
  expect(kept).toMatchObject({ username: USER, url: "/", fields: [{ key: "reason", value: "Patch window agreed with the dean" }] });
  expect(JSON.stringify(kept)).not.toContain("hunter2");
});

it("input in another tab counts as input here", async () => {
  render(
    <ConsoleProviders>
      <IdleWatch timeouts={idleTimeouts({})} username={USER} />
    </ConsoleProviders>,
  );
  await advance(20 * MINUTE);
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key: "console-last-input", newValue: String(Date.now()) }));
  });
  await advance(20 * MINUTE);
  expect(screen.queryByRole("alertdialog")).toBeNull();
  expect(signOutToRoot).not.toHaveBeenCalled();
});

it("puts the kept text back into the form for the same user, and says so", async () => {
  keepInput(USER, "/", [{ key: "reason", value: "Patch window agreed with the dean" }]);
  render(
    <ConsoleProviders>
      <MotiveForm />
      <KeptInputRestore username={USER} />
    </ConsoleProviders>,
  );
  await advance(500);
  expect(screen.getByLabelText("Motive")).toHaveValue("Patch window agreed with the dean");
  // React saw it as typing: the form's state has it.
  expect(screen.getByLabelText("Seen by React")).toHaveTextContent("Patch window agreed with the dean");
  expect(await screen.findByText(RESTORED_MESSAGE)).toBeInTheDocument();
  expect(sessionStorage.getItem("console-kept-input")).toBeNull();
});

it("says which text could not be put back, where it was typed and what it held, instead of losing it silently", async () => {
  keepInput(USER, "/", [
    { key: "reason", value: "Patch window agreed with the dean" },
    { key: "reason#1", label: "Motive", value: "Stopping the idle test servers for the weekend", place: "Stop 3 instances" },
  ]);
  render(
    <ConsoleProviders>
      <MotiveForm />
      <KeptInputRestore username={USER} />
    </ConsoleProviders>,
  );
  // The page's own field comes back; the dialog's never shows, so after the wait it is named.
  await advance(11_000);
  expect(screen.getByLabelText("Motive")).toHaveValue("Patch window agreed with the dean");
  const notice = await screen.findByText(/could not be put back/);
  expect(notice).toHaveTextContent(
    'Part of what you had typed before the idle sign-out is back. This could not be put back, as the place it was typed in is not open now. Motive in "Stop 3 instances": "Stopping the idle test servers for the weekend".',
  );
  expect(sessionStorage.getItem("console-kept-input")).toBeNull();
});

it("keeps the name of the dialog a field was typed in", async () => {
  const { captureInput } = await import("@/lib/client/keptInput");
  render(
    <div role="dialog" aria-labelledby="bulk-title">
      <h2 id="bulk-title">Stop 3 instances</h2>
      <label htmlFor="m">Motive</label>
      <textarea id="m" name="reason" defaultValue="Stopping the idle test servers for the weekend" />
    </div>,
  );
  // Keyed by its name, named to the user by its label.
  expect(captureInput(document)).toEqual([{ key: "reason", label: "Motive", value: "Stopping the idle test servers for the weekend", place: "Stop 3 instances" }]);
});

it("takes the user back to the page the text was typed on first", async () => {
  keepInput(USER, "/home/instances/i-1/actions", [{ key: "reason", value: "x y z" }]);
  render(
    <ConsoleProviders>
      <KeptInputRestore username={USER} />
    </ConsoleProviders>,
  );
  expect(replace).toHaveBeenCalledWith("/home/instances/i-1/actions");
});

it("never gives one user's text to another: it is dropped unread", async () => {
  keepInput("someone.else@example.com", "/", [{ key: "reason", value: "Not yours" }]);
  render(
    <ConsoleProviders>
      <MotiveForm />
      <KeptInputRestore username={USER} />
    </ConsoleProviders>,
  );
  await advance(11_000);
  expect(screen.getByLabelText("Motive")).toHaveValue("");
  expect(sessionStorage.getItem("console-kept-input")).toBeNull();
  expect(replace).not.toHaveBeenCalled();
});
