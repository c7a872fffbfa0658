/** @jest-environment jsdom */
// The commands modal checks its link against the listed instance: a link whose name or
// address is not the listed one keeps what only reads (Check Status, Get Logs) and refuses
// what changes the server (Restart, Clean Logs, System), saying which instance is listed.
import { render, screen, within } from "@testing-library/react";
import CommandsModal from "@/components/instances/commands/CommandsModal";
import type { Instance } from "@/lib/contract/schemas/instance";
import ConsoleProviders from "../../ConsoleProviders";
import { makeInstance } from "../fixtures";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }) }));

let listed: Instance[] = [];
jest.mock("@/components/instances/useListedInstance", () => ({
  useListedInstance: (instanceId: string) => ({ instance: listed.find((i) => i.instanceId === instanceId), listKey: "list" }),
}));

const instance = makeInstance({ name: "acme-lms", publicIpAddress: "54.12.34.56" });

beforeEach(() => {
  listed = [instance];
  // The panels' reads are not what these tests look at: they stay pending, so nothing they
  // would show arrives after a test has looked.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
});

function renderModal(name: string, address: string) {
  render(
    <ConsoleProviders role="admin">
      <CommandsModal instanceId={instance.instanceId} address={address} name={name} />
    </ConsoleProviders>,
  );
  return screen.getByRole("dialog");
}

it.each([
  ["another name", "acme-lms-prod", "54.12.34.56"],
  ["another address", "acme-lms", "10.9.9.9"],
])("refuses what changes the server for a link with %s", (_what, name, address) => {
  const dialog = renderModal(name, address);
  expect(within(dialog).getByRole("alert")).toHaveTextContent("This link does not match the instance listed as acme-lms. Open it again from the list.");
  expect(within(dialog).queryByRole("button", { name: /^Restart/ })).toBeNull();
  expect(within(dialog).queryByRole("button", { name: /^Clean Logs/ })).toBeNull();
  expect(within(dialog).queryByRole("heading", { name: "System" })).toBeNull();
  expect(within(dialog).getAllByRole("button", { name: /^Get Logs/ }).length).toBeGreaterThan(0);
});

it("offers Restart for the link the list writes", () => {
  const dialog = renderModal("acme-lms", "54.12.34.56");
  expect(within(dialog).queryByText(/does not match/)).toBeNull();
  expect(within(dialog).getAllByRole("button", { name: /^Restart/ }).length).toBeGreaterThan(0);
  expect(within(dialog).getByRole("heading", { name: "System" })).toBeInTheDocument();
});
