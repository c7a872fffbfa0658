/** @jest-environment jsdom */
// The manual-update-only modal of a volume row (spec 2 §2.9, §5; spec 1 §5): only Manual Update,
// for the listed volume's LMS; offered only at a known version of at least 4.3.3 (otherwise the
// spec's reason); a valid name is confirmed and the request names the volume; a link without the
// volume is 'Invalid parameters.'; managers are told they have no permission; close goes back.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import VolumeUpgradeModal from "@/components/instances/upgrade/VolumeUpgradeModal";
import type { Role } from "@/lib/contract/types";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { VolumeUpgradeParams } from "@/lib/routing/informationRoutes";
import ConsoleProviders from "../../ConsoleProviders";
import { callsOf, consoleCallsOf, serveApi, serveConsole, type ApiReplies } from "../../serveApi";
import { ACME, INFORMATION, SERVER } from "../information/fixtures";
import { volume } from "./fixtures";
import { axeViolations } from "../../axeViolations";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

let listed: Instance[] = [SERVER];
jest.mock("@/components/instances/useListedInstance", () => ({
  useListedInstance: (instanceId: string) => ({ instance: listed.find((i) => i.instanceId === instanceId), listKey: "list" }),
}));

const OLD = volume({ instanceId: SERVER.instanceId, volumeId: "vol-0old", domain: "https://old.example.com", client: "oldco", version: "4.3.2" });
const UNKNOWN = volume({ instanceId: SERVER.instanceId, volumeId: "vol-0unknown", domain: "https://unknown.example.com", client: "unknownco", version: null });
const VOLUMES = { success: true, volumes: [ACME, OLD, UNKNOWN] };

beforeEach(() => {
  jest.clearAllMocks();
  listed = [SERVER];
});

function renderModal({ role = "admin", link, replies = {} }: { role?: Role; link: VolumeUpgradeParams; replies?: ApiReplies }) {
  serveApi({ listVolumes: VOLUMES, ...replies });
  // Two sites on the shared server: the upgrade concerns only acme's users.
  serveConsole({
    preflight: {
      sites: [
        { domain: "campus.acme.example.com", client: "acme", activeUsers: 7, concurrency: 20, state: "read" },
        { domain: "old.example.com", client: "oldco", activeUsers: 40, concurrency: 90, state: "read" },
      ],
      sitesNotRead: 0,
      lastBackupAt: null,
      backupKnown: false,
    },
  });
  const user = userEvent.setup();
  const view = render(
    <ConsoleProviders role={role} region="us-west-2">
      <VolumeUpgradeModal params={link} region="eu-central-1" />
    </ConsoleProviders>,
  );
  return { user, view };
}

const modal = () => screen.getAllByRole("dialog")[0];
const link = (v: { volumeId: string; client: string }): VolumeUpgradeParams => ({ parent: INFORMATION, volumeId: v.volumeId, volumeName: v.client });

it.each([
  ["below 4.3.3", OLD, "This LMS cannot be upgraded because its version is lower than 4.3"],
  ["without a version", UNKNOWN, "This LMS cannot be upgraded because it does not have version data."],
])("offers no form %s and says why", async (_label, v, message) => {
  renderModal({ link: link(v) });
  expect(await within(modal()).findByRole("alert")).toHaveTextContent(message);
  expect(within(modal()).queryByRole("textbox")).toBeNull();
  expect(within(modal()).queryByRole("heading", { name: "Scheduled Update" })).toBeNull();
});

it("sends the request for the listed volume once its name is typed and confirmed", async () => {
  const { user, view } = renderModal({ link: link(ACME), replies: { createUpgradeRequest: { success: true, message: "The upgrade request was sent for approval." } } });
  const field = await within(modal()).findByRole("textbox", { name: "LMS Name" });
  expect(within(modal()).getByRole("heading", { name: "Manual Update" })).toBeVisible();
  expect(within(modal()).queryByRole("heading", { name: "Scheduled Update" })).toBeNull();
  expect(await axeViolations(view.baseElement)).toEqual([]);

  await user.type(field, "acm");
  await user.click(within(modal()).getByRole("button", { name: "Update Now" }));
  expect(within(modal()).getByText("Please enter the correct LMS name (acme) to confirm upgrade request.")).toBeVisible();
  await user.type(field, "e");
  await user.click(within(modal()).getByRole("button", { name: "Update Now" }));
  const question = await screen.findByRole("dialog", { name: "Update LMS" });
  expect(question).toHaveTextContent("Are you sure you want to upgrade the LMS acme?");
  // Only the upgraded site's users; whether a backup ran is not known when the trail cannot be read.
  expect(await within(question).findByText(/Active users now: 7 \(concurrency 20\)/)).toBeVisible();
  expect(within(question).getByText(/Backup in the last 24 hours: not known/)).toBeVisible();
  expect(within(question).getByText(/carries 2 client sites/)).toBeVisible();
  expect(consoleCallsOf("preflight")[0].url.searchParams.get("region")).toBe("eu-central-1");
  await user.click(within(question).getByRole("button", { name: "Update Now" }));
  // Spec 2 §8's success sentence, whatever the server words it.
  expect(await screen.findByText("The upgrade request has been completed successfully.")).toBeInTheDocument();
  expect(callsOf("createUpgradeRequest").map(({ params, body }) => ({ params, body }))).toEqual([
    { params: { instanceId: SERVER.instanceId }, body: { parameters: { name: "acme", volumeId: ACME.volumeId }, deployment: "shared" } },
  ]);
  expect(decodeURIComponent(callsOf("createUpgradeRequest")[0].headers["x-console-preflight"])).toMatch(/^Active users now: 7 \(concurrency 20\)\./);
});

it("says 'Invalid parameters.' for a link without its volume, reading nothing", () => {
  renderModal({ link: { parent: INFORMATION } });
  expect(within(modal()).getByRole("alert")).toHaveTextContent(/^Invalid parameters\.$/);
  expect(callsOf()).toEqual([]);
});

it("refuses a link whose name is not the listed volume's", async () => {
  renderModal({ link: { ...link(ACME), volumeName: "globex" } });
  expect(await within(modal()).findByRole("alert")).toHaveTextContent("This link does not match the LMS listed as acme.");
  expect(within(modal()).queryByRole("textbox")).toBeNull();
});

it("tells a manager 'You do not have permission to perform this action.'", () => {
  renderModal({ role: "manager", link: link(ACME) });
  expect(within(modal()).getByRole("alert")).toHaveTextContent("You do not have permission to perform this action.");
  expect(within(modal()).queryByRole("textbox")).toBeNull();
  expect(callsOf()).toEqual([]);
});

it("closes to the information modal when no console page precedes it", async () => {
  const { user } = renderModal({ link: link(ACME) });
  await user.click(within(modal()).getByRole("button", { name: "Close" }));
  expect(router.replace).toHaveBeenCalledWith("/home/instances/information/i-0shared000000001/54.1.2.3/MDL_MOODLE01/shared?region=eu-central-1", { scroll: false });
});

it("goes back one page when this tab has a console page before it", async () => {
  const entries = [{ url: `${window.location.origin}/home/outbox` }, { url: `${window.location.origin}/home/instances/information/x` }];
  Object.defineProperty(window, "navigation", { configurable: true, value: { currentEntry: { index: 1 }, entries: () => entries, addEventListener: jest.fn(), removeEventListener: jest.fn() } });
  try {
    const { user } = renderModal({ link: link(ACME) });
    await user.click(within(modal()).getByRole("button", { name: "Close" }));
    expect(router.back).toHaveBeenCalledTimes(1);
  } finally {
    Reflect.deleteProperty(window, "navigation");
  }
});
