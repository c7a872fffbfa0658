/** @jest-environment jsdom */
// The LMS actions modal (spec 2 §2.11, §6, §7, §8): Start and Stop of the listed LMS, each asked
// first, sent with the listed server's IP and the listed site's domain; the spec's success
// sentence, the server's message or 'An error occurred while executing the operation.'; File
// Access for that site. A manager sees 'You do not have permission to perform this action.'; a
// link whose domain or client is not the listed volume's is refused; Close goes back.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LmsOperationsModal from "@/components/instances/information/operations/LmsOperationsModal";
import type { Role } from "@/lib/contract/types";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { VolumeOperationsParams } from "@/lib/routing/informationRoutes";
import ConsoleProviders from "../../ConsoleProviders";
import { callsOf, serveApi, type ApiReplies } from "../../serveApi";
import { ACME, INFORMATION, SERVER, VOLUMES } from "./fixtures";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

let listed: Instance[] = [SERVER];
jest.mock("@/components/instances/useListedInstance", () => ({
  useListedInstance: (instanceId: string) => ({ instance: listed.find((i) => i.instanceId === instanceId), listKey: "list" }),
}));

const FOLDER = { success: true, fileList: [{ name: "config.php", path: "/config.php", type: "file" as const, blocked: true }], domain: "campus.acme.example.com", instanceIp: "54.1.2.3" };
const LINK: VolumeOperationsParams = { parent: INFORMATION, volumeId: ACME.volumeId, volumeName: "acme", volumeDomain: "campus.acme.example.com" };

beforeEach(() => {
  jest.clearAllMocks();
  listed = [SERVER];
});

function renderModal({ role = "admin", link = LINK, replies = {} }: { role?: Role; link?: VolumeOperationsParams; replies?: ApiReplies } = {}) {
  serveApi({ listVolumes: VOLUMES, getFileAccess: FOLDER, ...replies });
  const user = userEvent.setup();
  render(
    <ConsoleProviders role={role} region="us-west-2">
      <LmsOperationsModal params={link} region="eu-central-1" />
    </ConsoleProviders>,
  );
  return user;
}

const dialog = () => screen.getByRole("dialog", { name: "LMS actions · acme" });

/** The notice with exactly this text, announced with this role. Found by text: File Access has a
 * status line of its own, and while a modal is open the shell's snackbar sits in the part of the
 * page the modal hides from the role queries. */
async function notice(role: "status" | "alert", text: string) {
  const found = await screen.findByText(text);
  expect(found.closest(`[role="${role}"]`)).not.toBeNull();
}

it("stops the listed LMS once confirmed and says the operation was executed", async () => {
  const user = renderModal({ replies: { volumeAction: { success: true } } });
  await user.click(await within(dialog()).findByRole("button", { name: "Stop" }));
  const question = await screen.findByRole("dialog", { name: "Stop LMS" });
  expect(callsOf("volumeAction")).toEqual([]);
  await user.click(within(question).getByRole("button", { name: "Stop" }));

  await notice("status", "The operation was executed successfully.");
  expect(callsOf("volumeAction").map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { instanceId: SERVER.instanceId, volumeId: ACME.volumeId }, body: { instanceIp: "54.1.2.3", domain: ACME.domain, action: "stop", region: "eu-central-1" } },
  ]);
  expect(callsOf("listVolumes").map(({ query }) => query)).toEqual([{ region: "eu-central-1", instanceIp: "54.1.2.3" }]);
});

it("sends nothing when the start is not confirmed", async () => {
  const user = renderModal();
  await user.click(await within(dialog()).findByRole("button", { name: "Start" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Start LMS" })).getByRole("button", { name: "Cancel" }));
  expect(callsOf("volumeAction")).toEqual([]);
});

it.each([
  ["the server's message", { status: 409, body: { message: "acme is already running." } }, "acme is already running."],
  ["the spec's sentence without one", { status: 500, body: {} }, "An error occurred while executing the operation."],
  ["the spec's sentence for a server error, whatever it says", { status: 502, body: { message: "The upstream did not answer in time." } }, "An error occurred while executing the operation."],
] as const)("shows %s when the operation fails", async (_label, reply, shown) => {
  const user = renderModal({ replies: { volumeAction: reply } });
  await user.click(await within(dialog()).findByRole("button", { name: "Start" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Start LMS" })).getByRole("button", { name: "Start" }));
  await notice("alert", shown);
});

it("shows File Access for that site on the listed server's IP", async () => {
  renderModal();
  expect(await within(dialog()).findByRole("heading", { name: "File Access" })).toBeInTheDocument();
  expect(await within(dialog()).findByText("config.php")).toBeInTheDocument();
  expect(callsOf("getFileAccess").map(({ params, query }) => ({ params, domain: query.domain }))).toEqual([{ params: { id: SERVER.instanceId }, domain: ACME.domain }]);
});

it("tells a manager 'You do not have permission to perform this action.' and reads nothing", () => {
  renderModal({ role: "manager" });
  expect(within(dialog()).getByRole("alert")).toHaveTextContent("You do not have permission to perform this action.");
  expect(within(dialog()).queryByRole("button", { name: "Start" })).toBeNull();
  expect(callsOf()).toEqual([]);
});

it.each([
  ["another domain", { ...LINK, volumeDomain: "campus.other.example.com" }],
  ["another client", { ...LINK, volumeName: "acme-old" }],
])("refuses a link naming %s than the listed volume's", async (_label, link) => {
  renderModal({ link: { ...link } });
  expect(await within(screen.getByRole("dialog")).findByRole("alert")).toHaveTextContent("This link does not match the LMS listed as acme.");
  expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
  expect(callsOf("getFileAccess")).toEqual([]);
});

it("says 'Invalid parameters.' for a link without the site's domain", () => {
  renderModal({ link: { parent: INFORMATION, volumeId: ACME.volumeId, volumeName: "acme" } });
  expect(within(dialog()).getByRole("alert")).toHaveTextContent("Invalid parameters.");
  expect(callsOf()).toEqual([]);
});

it("refuses a link whose server is not the listed one", () => {
  renderModal({ link: { ...LINK, parent: { ...INFORMATION, name: "MDL_MOODLE02" } } });
  expect(within(dialog()).getByRole("alert")).toHaveTextContent("This link does not match the instance listed as MDL_MOODLE01.");
  expect(callsOf()).toEqual([]);
});

it("closes to the information modal (no earlier page in this tab to go back to)", async () => {
  const user = renderModal();
  await user.click(within(dialog()).getByRole("button", { name: "Close" }));
  expect(router.replace).toHaveBeenCalledWith("/home/instances/information/i-0shared000000001/54.1.2.3/MDL_MOODLE01/shared?region=eu-central-1", { scroll: false });
});
