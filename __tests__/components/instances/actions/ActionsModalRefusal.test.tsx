/** @jest-environment jsdom */
// The actions modal takes the instance from the list, never from its URL: a link whose name or
// deployment differs from the listed instance is refused with a message naming the listed
// instance and offers nothing that acts on it (no Start, Stop, Reboot or Delete); while the
// list does not hold the instance nothing that acts is offered either; the link as the list
// writes it offers the sections. Closing (no earlier entry to go back to) replaces the modal's
// entry with the list.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ActionsModal from "@/components/instances/actions/ActionsModal";
import type { Instance } from "@/lib/contract/schemas/instance";
import ConsoleProviders from "../../ConsoleProviders";
import { makeInstance } from "../fixtures";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

// The list beneath the modal, as useListedInstance hands it over (however the data layer keeps it).
let listed: Instance[] | null = null;
jest.mock("@/components/instances/useListedInstance", () => ({
  useListedInstance: (instanceId: string) => ({ instance: listed?.find((i) => i.instanceId === instanceId), listKey: "list" }),
}));

const fetchSpy = jest.fn(() => Promise.reject(new Error("no request is expected")));

beforeEach(() => {
  jest.clearAllMocks();
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
});

const listedInstance = makeInstance({ name: "acme-lms", deploymentType: "shared" });

function renderModal(url: { name: string; deploymentType: string }, list: Instance[] | null = [listedInstance]) {
  listed = list;
  const user = userEvent.setup();
  render(
    <ConsoleProviders role="admin" region="us-west-2">
      <ActionsModal instanceId={listedInstance.instanceId} {...url} />
    </ConsoleProviders>,
  );
  return user;
}

function expectNothingThatActs() {
  const dialog = screen.getByRole("dialog");
  for (const label of ["Start", "Stop", "Reboot", "Delete"]) expect(within(dialog).queryByRole("button", { name: label })).toBeNull();
  expect(within(dialog).queryByRole("textbox")).toBeNull();
}

it("refuses a link whose name is not the listed instance's, offering no Delete", () => {
  renderModal({ name: "acme-lms-prod", deploymentType: "shared" });
  expect(within(screen.getByRole("dialog")).getByRole("alert")).toHaveTextContent(
    "This link does not match the instance listed as acme-lms. Open it again from the list.",
  );
  expectNothingThatActs();
  expect(fetchSpy).not.toHaveBeenCalled();
});

it("refuses a link whose deployment is not the listed instance's", () => {
  renderModal({ name: "acme-lms", deploymentType: "dedicated" });
  expect(within(screen.getByRole("dialog")).getByRole("alert")).toHaveTextContent("This link does not match the instance listed as acme-lms.");
  expectNothingThatActs();
});

it("offers nothing that acts while the list does not hold the instance", () => {
  renderModal({ name: "acme-lms", deploymentType: "shared" }, null);
  expectNothingThatActs();
  expect(screen.queryByRole("alert")).toBeNull();
});

it("offers the sections for the link the list writes, titled with the listed name", () => {
  renderModal({ name: "acme-lms", deploymentType: "shared" });
  const dialog = screen.getByRole("dialog", { name: "Actions · acme-lms" });
  expect(within(dialog).getByRole("button", { name: "Stop" })).toBeInTheDocument();
  expect(within(dialog).getByRole("button", { name: "Delete" })).toBeInTheDocument();
  expect(within(dialog).queryByRole("alert")).toBeNull();
});

it("closes a refused link to the list by replacing its entry", async () => {
  const user = renderModal({ name: "other", deploymentType: "shared" });
  await user.click(screen.getByRole("button", { name: "Close" }));
  expect(router.replace).toHaveBeenCalledWith("/home/instances", { scroll: false });
  expect(router.push).not.toHaveBeenCalled();
  expect(router.back).not.toHaveBeenCalled();
});
