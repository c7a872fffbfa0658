/** @jest-environment jsdom */
// The full update modal (spec 2 §2.9, §5, §8; spec 3 §2.8, §4, §5, §6, §8): titled with the listed
// instance; Manual Update on a dedicated server (the exact name, the confirmation, the request);
// Scheduled Update with the schedulable volumes only, rows enabled by the domain validation,
// Totara ones named in a warning, a failed validation disabling every row, select-all on the
// enabled rows only, the Costa Rica date rule, the batch request and its message; managers get
// the permission message and no schedule button; a link that disagrees with the list is refused.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import UpgradeModal from "@/components/instances/upgrade/UpgradeModal";
import type { Role } from "@/lib/contract/types";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { UpgradeParams } from "@/lib/routing/instanceModals";
import ConsoleProviders from "../../ConsoleProviders";
import { callsOf, serveApi, serveConsole, type ApiReplies } from "../../serveApi";
import { ACME, DATA, DEDICATED, DEDICATED_LINK, GLOBEX, INITECH, ROOT, SHARED, SHARED_LINK, SHARED_VOLUMES, VALIDATION, volume } from "./fixtures";
import { axeViolations } from "../../axeViolations";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

let listed: Instance[] = [DEDICATED, SHARED];
jest.mock("@/components/instances/useListedInstance", () => ({
  useListedInstance: (instanceId: string) => ({ instance: listed.find((i) => i.instanceId === instanceId), listKey: "list" }),
}));

beforeEach(() => {
  jest.clearAllMocks();
  listed = [DEDICATED, SHARED];
});

const DEDICATED_VOLUMES = { success: true, volumes: [volume({ instanceId: DEDICATED.instanceId, volumeId: "vol-0root", partition: "/dev/xvda" }), volume({ instanceId: DEDICATED.instanceId, volumeId: "vol-0site", domain: "https://lms.acme.example.com", client: "MDL_ACME", version: "4.3.3" })] };

function renderModal({ role = "admin", link = SHARED_LINK, replies = {} }: { role?: Role; link?: UpgradeParams; replies?: ApiReplies } = {}) {
  serveApi({ listVolumes: SHARED_VOLUMES, listDedicatedVolumes: DEDICATED_VOLUMES, validateDomains: VALIDATION, ...replies });
  serveConsole({ preflight: () => ({ sites: [{ domain: "lms.acme.example.com", client: "MDL_ACME", activeUsers: 4, concurrency: 9, state: "read" }], sitesNotRead: 0, lastBackupAt: new Date(Date.now() - 2 * 3_600_000).toISOString(), backupKnown: true }) });
  const user = userEvent.setup();
  const view = render(
    <ConsoleProviders role={role} region="us-west-2">
      <UpgradeModal params={link} region="eu-central-1" />
    </ConsoleProviders>,
  );
  return { user, view };
}

const modal = () => screen.getAllByRole("dialog")[0];
async function notice(role: "status" | "alert", text: string) {
  const found = await screen.findByText(text);
  expect(found.closest(`[role="${role}"]`)).not.toBeNull();
}
/** Until the confirmation has gone, the modal beneath is hidden from role queries. */
async function confirmationGone() {
  await waitFor(() => expect(screen.getByRole("dialog", { name: SHARED.name })).toBeInTheDocument());
}
const rowBox = (name: string) => within(modal()).getByRole("checkbox", { name: `Update ${name}` });
const selectAll = () => within(modal()).getByRole("checkbox", { name: "Select all LMSs" });

/** Types a date into the picker as a paste would: the picker parses the whole string. */
function enterDate(date: string) {
  const input = modal().querySelector<HTMLInputElement>('input[name="scheduledTime"]');
  if (!input) throw new Error("no date input");
  fireEvent.change(input, { target: { value: date } });
}

function tomorrowInCostaRica(): string {
  const now = new Date(Date.now() + 30 * 3600 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Costa_Rica", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

describe("a dedicated server", () => {
  it("is titled with the listed name and has both sections; the volumes come from GET /instances/{id}/volume", async () => {
    renderModal({ link: DEDICATED_LINK });
    expect(screen.getByRole("dialog", { name: "MDL_ACME" })).toBeVisible();
    expect(within(modal()).getByRole("heading", { name: "Manual Update" })).toBeVisible();
    expect(within(modal()).getByRole("heading", { name: "Scheduled Update" })).toBeVisible();
    expect(await within(modal()).findByRole("checkbox", { name: "Update MDL_ACME" })).toBeInTheDocument();
    expect(callsOf("listDedicatedVolumes").map(({ params, query }) => ({ params, query }))).toEqual([{ params: { id: DEDICATED.instanceId }, query: { region: "eu-central-1" } }]);
    expect(callsOf("listVolumes")).toEqual([]);
  });

  it("refuses a wrong or empty name with the spec's message and sends nothing", async () => {
    const { user } = renderModal({ link: DEDICATED_LINK });
    const field = within(modal()).getByRole("textbox", { name: "LMS Name" });
    await user.click(within(modal()).getByRole("button", { name: "Update Now" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(within(modal()).getByText("Please enter the correct LMS name (MDL_ACME) to confirm upgrade request.")).toBeVisible();
    await user.type(field, "mdl_acme");
    await user.click(within(modal()).getByRole("button", { name: "Update Now" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("dialog", { name: "Update LMS" })).toBeNull();
    expect(callsOf("createUpgradeRequest")).toEqual([]);
  });

  it("asks 'Are you sure you want to upgrade the LMS MDL_ACME?', then sends the request", async () => {
    // The server's own wording of a success gives way to the spec's sentence.
    const { user } = renderModal({
      link: DEDICATED_LINK,
      replies: { createUpgradeRequest: { success: true, message: "The upgrade request has been sent to the superadmins for approval." } },
    });
    await user.type(within(modal()).getByRole("textbox", { name: "LMS Name" }), "MDL_ACME");
    await user.click(within(modal()).getByRole("button", { name: "Update Now" }));
    const question = await screen.findByRole("dialog", { name: "Update LMS" });
    expect(question).toHaveTextContent("Are you sure you want to upgrade the LMS MDL_ACME?");
    // The pre-flight facts: who is on the site now, and the backup of two hours ago.
    expect(await within(question).findByText(/Active users now: 4\b/)).toBeVisible();
    expect(within(question).getByText(/Backup in the last 24 hours: yes, 2 hours ago/)).toBeVisible();
    expect(callsOf("createUpgradeRequest")).toEqual([]);
    await user.click(within(question).getByRole("button", { name: "Update Now" }));
    await notice("status", "The upgrade request has been completed successfully.");
    expect(callsOf("createUpgradeRequest").map(({ params, body }) => ({ params, body }))).toEqual([
      { params: { instanceId: DEDICATED.instanceId }, body: { parameters: { name: "MDL_ACME" }, deployment: "dedicated" } },
    ]);
  });

  it.each([
    ["the server's 4xx message", { status: 409, body: { message: "An upgrade request is already pending" } }, "An upgrade request is already pending"],
    ["the fallback", { status: 500, body: {} }, "The upgrade request could not be completed."],
  ] as const)("says %s when the request fails", async (_label, reply, shown) => {
    const { user } = renderModal({ link: DEDICATED_LINK, replies: { createUpgradeRequest: reply } });
    await user.type(within(modal()).getByRole("textbox", { name: "LMS Name" }), "MDL_ACME");
    await user.click(within(modal()).getByRole("button", { name: "Update Now" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Update LMS" })).getByRole("button", { name: "Update Now" }));
    await notice("alert", shown);
  });
});

describe("a shared server", () => {
  it("has no Manual Update and offers only Moodle volumes with a domain off the root device, sorted", async () => {
    renderModal();
    expect(within(modal()).queryByRole("heading", { name: "Manual Update" })).toBeNull();
    await within(modal()).findByRole("checkbox", { name: "Update acme" });
    const rows = within(within(modal()).getByRole("table", { name: "Volumes to update" })).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0].textContent)).toEqual([ACME.volumeId, GLOBEX.volumeId, INITECH.volumeId]);
    expect(within(modal()).queryByText(ROOT.volumeId)).toBeNull();
    expect(within(modal()).queryByText(DATA.volumeId)).toBeNull();
    expect(within(modal()).queryByText("vol-0totara")).toBeNull();
    expect(callsOf("listVolumes").map(({ query }) => query)).toEqual([{ region: "eu-central-1" }]);
  });

  it("validates the offered domains and enables only the valid ones; Totara ones are named in a warning", async () => {
    renderModal();
    const warning = await within(modal()).findByText(/These LMSs are Totara/);
    expect(warning.closest('[role="status"]')).toHaveTextContent(INITECH.domain);
    expect(rowBox("acme")).toBeEnabled();
    expect(rowBox("globex")).toBeEnabled();
    expect(rowBox("initech")).toBeDisabled();
    expect(callsOf("validateDomains").map(({ body }) => body)).toEqual([
      {
        lmsList: [ACME, GLOBEX, INITECH].map((v) => ({ instanceId: SHARED.instanceId, deploymentType: "shared", domain: v.domain, volumeId: v.volumeId })),
      },
    ]);
  });

  it("a failed validation leaves every row unticked and disabled", async () => {
    renderModal({ replies: { validateDomains: { status: 500, body: { message: "boom" } } } });
    expect(await within(modal()).findByText("The domains could not be validated, so no LMS can be selected.")).toBeVisible();
    for (const name of ["acme", "globex", "initech"]) {
      expect(rowBox(name)).toBeDisabled();
      expect(rowBox(name)).not.toBeChecked();
    }
    expect(selectAll()).toBeDisabled();
  });

  it("select-all ticks and unticks only the enabled rows", async () => {
    const { user } = renderModal();
    await within(modal()).findByText(/These LMSs are Totara/);
    await user.click(selectAll());
    expect(rowBox("acme")).toBeChecked();
    expect(rowBox("globex")).toBeChecked();
    expect(rowBox("initech")).not.toBeChecked();
    expect(selectAll()).toBeChecked();
    await user.click(rowBox("globex"));
    expect(selectAll()).toHaveAttribute("data-indeterminate", "true");
    await user.click(selectAll());
    await user.click(selectAll());
    expect(rowBox("acme")).not.toBeChecked();
    expect(rowBox("globex")).not.toBeChecked();
  });

  it("needs a date and an LMS, with the spec's messages", async () => {
    const { user } = renderModal();
    await within(modal()).findByText(/These LMSs are Totara/);
    await user.click(within(modal()).getByRole("button", { name: "Schedule Updates" }));
    expect(within(modal()).getByText("Please select a date for the scheduled update")).toBeVisible();
    expect(within(modal()).getByRole("alert")).toHaveTextContent("Please select at least one LMS to schedule the update.");
    expect(callsOf("upgradeBatchRequest")).toEqual([]);
  });

  it("refuses a date before today in Costa Rica", async () => {
    const { user } = renderModal();
    await within(modal()).findByText(/These LMSs are Totara/);
    enterDate("2020-01-15");
    await user.click(rowBox("acme"));
    await user.click(within(modal()).getByRole("button", { name: "Schedule Updates" }));
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Costa_Rica", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
    expect(within(modal()).getByText(`The selected date is in the past for Costa Rica. Today (CR) is ${today}.`)).toBeVisible();
    expect(callsOf("upgradeBatchRequest")).toEqual([]);
  });

  it("confirms with the count, then sends the batch and says it was created", async () => {
    const { user } = renderModal({ replies: { upgradeBatchRequest: { success: true } } });
    await within(modal()).findByText(/These LMSs are Totara/);
    const date = tomorrowInCostaRica();
    enterDate(date);
    await user.click(selectAll());
    await user.click(within(modal()).getByRole("button", { name: "Schedule Updates" }));
    const question = await screen.findByRole("dialog", { name: "Schedule Updates" });
    expect(question).toHaveTextContent("Are you sure you want to schedule updates for 2 LMS(s)?");
    await user.click(within(question).getByRole("button", { name: "Schedule Updates" }));
    await notice("status", "Batch upgrade request created successfully!");
    expect(callsOf("upgradeBatchRequest").map(({ params, body }) => ({ params, body }))).toEqual([
      {
        params: { instanceId: SHARED.instanceId },
        body: { scheduledTime: date, deploymentType: "shared", lmsList: [{ domain: ACME.domain, volumeId: ACME.volumeId }, { domain: GLOBEX.domain, volumeId: GLOBEX.volumeId }] },
      },
    ]);
  });

  it("clears the date and the ticks once the batch is created", async () => {
    const { user } = renderModal({ replies: { upgradeBatchRequest: { success: true } } });
    await within(modal()).findByText(/These LMSs are Totara/);
    enterDate(tomorrowInCostaRica());
    await user.click(rowBox("acme"));
    await user.click(within(modal()).getByRole("button", { name: "Schedule Updates" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Schedule Updates" })).getByRole("button", { name: "Schedule Updates" }));
    await notice("status", "Batch upgrade request created successfully!");
    await confirmationGone();
    expect(modal().querySelector<HTMLInputElement>('input[name="scheduledTime"]')?.value).toBe("");
    expect(rowBox("acme")).not.toBeChecked();
  });

  it.each([
    ["the server's message", { status: 400, body: { message: "A batch is already scheduled for that day" } }, "A batch is already scheduled for that day"],
    ["the fallback", { status: 502, body: {} }, "The upgrade request could not be completed."],
    ["the fallback for an answer that did not succeed", { success: false }, "The upgrade request could not be completed."],
  ] as const)("says %s when the batch is refused", async (_label, reply, shown) => {
    const { user } = renderModal({ replies: { upgradeBatchRequest: reply } });
    await within(modal()).findByText(/These LMSs are Totara/);
    enterDate(tomorrowInCostaRica());
    await user.click(rowBox("acme"));
    await user.click(within(modal()).getByRole("button", { name: "Schedule Updates" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Schedule Updates" })).getByRole("button", { name: "Schedule Updates" }));
    await notice("alert", shown);
    await confirmationGone();
    expect(rowBox("acme")).toBeChecked();
  });

  it.each([
    ["No volumes found for this instance", []],
    ["No valid volumes found for this instance", [ROOT, DATA]],
  ])("says '%s'", async (message, volumes) => {
    renderModal({ replies: { listVolumes: { success: true, volumes } } });
    expect(await within(modal()).findByRole("status")).toHaveTextContent(message);
    expect(callsOf("validateDomains")).toEqual([]);
  });

  it("is axe-clean with its table and warning", async () => {
    const { view } = renderModal();
    await within(modal()).findByText(/These LMSs are Totara/);
    expect(await axeViolations(view.baseElement)).toEqual([]);
  });
});

describe("a manager", () => {
  it("is told 'You do not have permission to perform this action.' and has no schedule button", async () => {
    renderModal({ role: "manager", link: DEDICATED_LINK });
    expect(within(modal()).getByRole("alert")).toHaveTextContent("You do not have permission to perform this action.");
    expect(within(modal()).queryByRole("textbox", { name: "LMS Name" })).toBeNull();
    await within(modal()).findByRole("table", { name: "Volumes to update" });
    expect(within(modal()).queryByRole("button", { name: "Schedule Updates" })).toBeNull();
    expect(within(modal()).queryByRole("checkbox")).toBeNull();
    expect(callsOf("validateDomains")).toEqual([]);
  });
});

describe("the link", () => {
  it("is refused when it disagrees with the listed instance, reading nothing", () => {
    renderModal({ link: { ...DEDICATED_LINK, name: "MDL_OTHER" } });
    expect(within(modal()).getByRole("alert")).toHaveTextContent("This link does not match the instance listed as MDL_ACME.");
    expect(screen.getByRole("dialog", { name: "MDL_ACME" })).toBeVisible();
    expect(callsOf()).toEqual([]);
  });

  it("waits while the list does not hold the instance", () => {
    listed = [];
    renderModal();
    expect(within(modal()).getByRole("status")).toHaveTextContent("This instance is not in the list of this region yet.");
    expect(callsOf()).toEqual([]);
  });

  it("closes to the list (the route table keeps the list in the console's region)", async () => {
    const { user } = renderModal();
    await user.click(within(modal()).getByRole("button", { name: "Close" }));
    expect(router.replace).toHaveBeenCalledWith("/home/instances", { scroll: false });
  });
});
