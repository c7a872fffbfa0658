/** @jest-environment jsdom */
// The Delete LMS modal (spec 2 §2.4, §5, §6, §8): the name to type is the listed volume's; a wrong
// one shows 'Please enter the correct LMS name (acme) to confirm deletion.' and sends nothing;
// the right one is confirmed, then the deletion request names the instance and the volume with
// the LMS deleted, and the domain unless 'Do not delete domain' is ticked; the spec's success
// and failure sentences. A link whose client is not the listed volume's is refused, one
// without a client is 'Invalid parameters.', and others than admin and superadmin are told
// they have no permission.
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import DeleteLmsModal from "@/components/instances/information/deleteLms/DeleteLmsModal";
import type { Role } from "@/lib/contract/types";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { VolumeDeleteParams } from "@/lib/routing/informationRoutes";
import ConsoleProviders from "../../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../../serveApi";
import { ACME, INFORMATION, ROOT, SERVER, VOLUMES } from "./fixtures";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

let listed: Instance[] = [SERVER];
jest.mock("@/components/instances/useListedInstance", () => ({
  useListedInstance: (instanceId: string) => ({ instance: listed.find((i) => i.instanceId === instanceId), listKey: "list" }),
}));

const LINK: VolumeDeleteParams = { parent: INFORMATION, volumeId: ACME.volumeId, volumeName: "acme" };

beforeEach(() => {
  jest.clearAllMocks();
  listed = [SERVER];
});

function renderModal({ role = "admin", link = LINK, replies = {} }: { role?: Role; link?: VolumeDeleteParams; replies?: ApiReplies } = {}) {
  serveApi({ listVolumes: VOLUMES, ...replies });
  const user = userEvent.setup();
  render(
    <ConsoleProviders role={role} region="us-west-2">
      <DeleteLmsModal params={link} region="eu-central-1" />
    </ConsoleProviders>,
  );
  return user;
}

const modal = () => screen.getAllByRole("dialog")[0];

/** The notice with exactly this text, announced with this role. Found by text: while a modal is
 * open the shell's snackbar sits in the part of the page the modal hides from the role queries. */
async function notice(role: "status" | "alert", text: string) {
  const found = await screen.findByText(text);
  expect(found.closest(`[role="${role}"]`)).not.toBeNull();
}
const nameField = () => within(modal()).findByRole("textbox", { name: "LMS Name" });

it("refuses a wrong name with the spec's message and sends nothing", async () => {
  const user = renderModal();
  await user.type(await nameField(), "ACME");
  await user.click(within(modal()).getByRole("button", { name: "Delete" }));
  expect(await nameField()).toHaveAttribute("aria-invalid", "true");
  expect(within(modal()).getByText("Please enter the correct LMS name (acme) to confirm deletion.")).toBeVisible();
  expect(screen.queryByRole("dialog", { name: "Delete LMS" })).toBeNull();
  expect(callsOf("deleteRequest")).toEqual([]);
});

it.each([
  ["deletes the domain too by default", false, true],
  ["keeps the domain when 'Do not delete domain' is ticked", true, false],
])("asks first, then requests the LMS deletion: %s", async (_label, keepDomain, deleteDomain) => {
  const user = renderModal({ replies: { deleteRequest: { success: true } } });
  await user.type(await nameField(), "acme");
  if (keepDomain) await user.click(within(modal()).getByRole("checkbox", { name: "Do not delete domain" }));
  await user.click(within(modal()).getByRole("button", { name: "Delete" }));

  const question = await screen.findByRole("dialog", { name: "Delete LMS" });
  expect(callsOf("deleteRequest")).toEqual([]);
  await user.click(within(question).getByRole("button", { name: "Delete" }));

  await notice("status", "The deletion request has been completed successfully.");
  expect(callsOf("deleteRequest").map(({ body }) => body)).toEqual([
    { resources: { instanceId: SERVER.instanceId, volumeId: ACME.volumeId }, deleteLMS: true, region: "eu-central-1", deleteDomain },
  ]);
});

it("sends nothing when the confirmation is cancelled", async () => {
  const user = renderModal();
  await user.type(await nameField(), "acme");
  await user.click(within(modal()).getByRole("button", { name: "Delete" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Delete LMS" })).getByRole("button", { name: "Cancel" }));
  expect(callsOf("deleteRequest")).toEqual([]);
});

it.each([
  ["with the server's message", { status: 404, body: { message: "MDL_MOODLE01 has no volume vol-0acme" } }, "MDL_MOODLE01 has no volume vol-0acme. The deletion request could not be completed."],
  ["without one", { status: 500, body: {} }, "The deletion request could not be completed."],
] as const)("says the request could not be completed, %s", async (_label, reply, shown) => {
  const user = renderModal({ replies: { deleteRequest: reply } });
  await user.type(await nameField(), "acme");
  await user.click(within(modal()).getByRole("button", { name: "Delete" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Delete LMS" })).getByRole("button", { name: "Delete" }));
  await notice("alert", shown);
});

it("refuses a link whose client is not the listed volume's, offering no form", async () => {
  renderModal({ link: { ...LINK, volumeName: "globex" } });
  expect(await within(modal()).findByRole("alert")).toHaveTextContent("This link does not match the LMS listed as acme.");
  expect(within(modal()).queryByRole("textbox")).toBeNull();
  expect(within(modal()).queryByRole("button", { name: "Delete" })).toBeNull();
});

it("refuses the root device, which holds no LMS", async () => {
  renderModal({ link: { parent: INFORMATION, volumeId: ROOT.volumeId, volumeName: "root" } });
  expect(await within(modal()).findByRole("alert")).toHaveTextContent("The volume vol-0root holds no LMS.");
  expect(within(modal()).queryByRole("textbox")).toBeNull();
});

it("says 'Invalid parameters.' for a link without the volume's name", () => {
  renderModal({ link: { parent: INFORMATION, volumeId: ACME.volumeId } });
  expect(within(modal()).getByRole("alert")).toHaveTextContent(/^Invalid parameters\.$/);
  expect(within(modal()).queryByRole("textbox")).toBeNull();
  expect(callsOf()).toEqual([]);
});

it("tells a manager 'You do not have permission to perform this action.'", () => {
  renderModal({ role: "manager" });
  expect(within(modal()).getByRole("alert")).toHaveTextContent("You do not have permission to perform this action.");
  expect(within(modal()).queryByRole("textbox")).toBeNull();
  expect(callsOf()).toEqual([]);
});

it("waits for the instance list, acting on nothing, while it does not hold the server", () => {
  listed = [];
  renderModal();
  expect(within(modal()).getByRole("status")).toHaveTextContent("This instance is not in the list of this region yet.");
  expect(within(modal()).queryByRole("textbox")).toBeNull();
  expect(callsOf()).toEqual([]);
});

it("closes to the information modal (no earlier page in this tab to go back to)", async () => {
  const user = renderModal();
  await user.click(within(modal()).getByRole("button", { name: "Close" }));
  expect(router.replace).toHaveBeenCalledWith("/home/instances/information/i-0shared000000001/54.1.2.3/MDL_MOODLE01/shared?region=eu-central-1", { scroll: false });
});

it("goes back one page when this tab has a console page before it", async () => {
  const entries = [{ url: `${window.location.origin}/home/outbox` }, { url: `${window.location.origin}/home/instances/information/x` }];
  Object.defineProperty(window, "navigation", { configurable: true, value: { currentEntry: { index: 1 }, entries: () => entries, addEventListener: jest.fn(), removeEventListener: jest.fn() } });
  try {
    const user = renderModal();
    await user.click(within(modal()).getByRole("button", { name: "Close" }));
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.replace).not.toHaveBeenCalled();
  } finally {
    Reflect.deleteProperty(window, "navigation");
  }
});

it("goes back when the router writes the modal's own entry only after it first rendered", async () => {
  const origin = window.location.origin;
  const entries = [{ url: `${origin}/home/instances` }, { url: `${origin}/home/instances/information/x` }];
  const state = { index: 1 };
  const listeners: (() => void)[] = [];
  Object.defineProperty(window, "navigation", {
    configurable: true,
    value: { get currentEntry() { return { index: state.index }; }, entries: () => entries, addEventListener: (_: string, cb: () => void) => listeners.push(cb), removeEventListener: jest.fn() },
  });
  try {
    const user = renderModal();
    // The modal's own entry arrives after its first render, as Next's router writes it.
    entries.push({ url: `${origin}/home/instances/information/x/delete/vol-0acme/acme` });
    state.index = 2;
    await act(async () => listeners.forEach((cb) => cb()));
    await user.click(within(modal()).getByRole("button", { name: "Close" }));
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.replace).not.toHaveBeenCalled();
  } finally {
    Reflect.deleteProperty(window, "navigation");
  }
});
