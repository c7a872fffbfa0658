/** @jest-environment jsdom */
// The scheduled updates report and its details modal against contract-checked answers (spec 3
// §2.5, §2.6, §4, §5, §9): every batch at first, the filters' checks and the range sent,
// Clear Filters, the columns ('N LMSs', the status badges in their colours, the details link),
// 'No scheduled updates found'; the modal's read-only fields, per-LMS rows, a failed row's error
// as a tooltip reached by keyboard, 'No available', 'No LMS results found'.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BatchReport from "@/components/scheduling/report/BatchReport";
import BatchDetailsModal from "@/components/scheduling/report/BatchDetailsModal";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi } from "../serveApi";
import { axeViolations } from "../axeViolations";

jest.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(""),
  usePathname: () => "/scheduled-upgrade/report",
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

const BASE = { requestedBy: "admin@example.com", approvedBy: "root@example.com", successful: 0, failed: 0, lmsList: [] };
const BATCHES = [
  { ...BASE, batchId: "b-1", scheduledTime: "2026-11-20", status: "completed", totalProcessed: 3 },
  { ...BASE, batchId: "b-2", scheduledTime: "2026-11-21", status: "pending", totalProcessed: 0, approvedBy: null },
  { ...BASE, batchId: "b-3", scheduledTime: "2026-11-22", status: "failed", totalProcessed: 2 },
  { ...BASE, batchId: "b-4", scheduledTime: "2026-11-23", status: "in_progress", totalProcessed: 1 },
  { ...BASE, batchId: "b-5", scheduledTime: "2026-11-24", status: "not_executed_by_time", totalProcessed: 0 },
  { ...BASE, batchId: "b-6", scheduledTime: "2026-11-25", status: "partially_completed", totalProcessed: 2 },
];

function renderReport() {
  const user = userEvent.setup();
  const view = render(
    <ConsoleProviders role="manager">
      <BatchReport />
    </ConsoleProviders>,
  );
  return { user, ...view };
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, digits: string) {
  const group = screen.getByRole("group", { name: label });
  await user.click(within(group).getByRole("spinbutton", { name: "Year" }));
  await user.keyboard(digits);
}

it("lists every batch with its columns, coloured badges and details links; axe-clean", async () => {
  serveApi({ scheduledUpgrades: { success: true, data: BATCHES } });
  const { container } = renderReport();
  expect(screen.getByRole("heading", { level: 1, name: "Scheduled Updates" })).toBeInTheDocument();
  const table = await screen.findByRole("table", { name: "Scheduled updates" });
  for (const header of ["DATE", "REQUESTED BY", "APPROVED BY", "TOTAL PROCESSED", "STATUS", "DETAILS"]) {
    expect(within(table).getByRole("columnheader", { name: header })).toBeInTheDocument();
  }
  const first = within(table).getAllByRole("row")[1];
  expect(first).toHaveTextContent("2026-11-20");
  expect(first).toHaveTextContent("admin@example.com");
  expect(first).toHaveTextContent("root@example.com");
  expect(first).toHaveTextContent("3 LMSs");
  expect(within(first).getByRole("link", { name: /^Details/ })).toHaveAttribute("href", "/scheduled-upgrade/report/details/b-1");
  const colours: Record<string, string> = {
    completed: "Success", pending: "Warning", failed: "Error", "in progress": "Primary", "not executed by time": "Info", "partially completed": "Secondary",
  };
  for (const [label, colour] of Object.entries(colours)) {
    expect(within(table).getByText(label).closest(".MuiChip-root")).toHaveClass(`MuiChip-color${colour}`);
  }
  expect(callsOf("scheduledUpgrades")[0].query).toEqual({});
  expect(await axeViolations(container)).toEqual([]);
});

it("Search needs both dates, start not after end; a good range is sent; Clear Filters lists all again", async () => {
  serveApi({ scheduledUpgrades: [{ success: true, data: BATCHES }, { success: true, data: [] }, { success: true, data: BATCHES }] });
  const { user } = renderReport();
  await screen.findByRole("table", { name: "Scheduled updates" });
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Both start and end date are required.");
  await typeDate(user, "Start Date", "20261130");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Both start and end date are required.");
  await typeDate(user, "End Date", "20261101");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Start date must be before end date.");
  expect(callsOf("scheduledUpgrades")).toHaveLength(1);
  await typeDate(user, "Start Date", "20261001");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(await screen.findByText("No scheduled updates found")).toBeInTheDocument();
  expect(callsOf("scheduledUpgrades")[1].query).toEqual({ startDate: "2026-10-01", endDate: "2026-11-01" });
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Clear Filters" }));
  expect(await screen.findByText("3 LMSs")).toBeInTheDocument();
  // The unfiltered list shows from the cache at once and is read again behind it.
  await waitFor(() => expect(callsOf("scheduledUpgrades")).toHaveLength(3));
  expect(callsOf("scheduledUpgrades")[2].query).toEqual({});
  expect(document.querySelector('input[name="startDate"]')).toHaveValue("");
  expect(document.querySelector('input[name="endDate"]')).toHaveValue("");
});

describe("the details modal", () => {
  const RESULTS = {
    ...BASE,
    batchId: "b-9",
    scheduledTime: "2026-11-20",
    status: "partially_completed",
    totalProcessed: 2,
    successful: 1,
    failed: 1,
    startTime: "2026-11-20T14:00:00Z",
    endTime: "2026-11-20T14:02:05Z",
    duration: 125,
    lmsList: [
      { instanceId: "i-1", deploymentType: "shared" as const, domain: "a.example.com", volumeId: "vol-a", name: "acme", status: "completed", startTime: "2026-11-20T14:00:00Z", endTime: "2026-11-20T14:00:45Z", duration: 45 },
      { instanceId: "i-1", deploymentType: "shared" as const, domain: "b.example.com", volumeId: "vol-b", name: "beta", status: "failed", error: "The site did not answer after the upgrade.", startTime: "2026-11-20T14:00:45Z", endTime: null, duration: null },
    ],
  };

  function renderModal() {
    const user = userEvent.setup();
    render(
      <ConsoleProviders role="manager">
        <BatchDetailsModal batchId="b-9" />
      </ConsoleProviders>,
    );
    return user;
  }

  it("shows every read-only field, Spanish 24-hour times, durations and the per-LMS rows", async () => {
    serveApi({ scheduledUpgradeResults: { success: true, data: RESULTS } });
    renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Logs" });
    const field = async (name: string) => within(dialog).findByRole("textbox", { name });
    expect(await field("Scheduled Date")).toHaveValue("2026-11-20");
    expect(await field("Requested By")).toHaveValue("admin@example.com");
    expect(await field("Status")).toHaveValue("partially completed");
    expect(await field("Start Time")).toHaveValue("20/11/2026, 08:00:00");
    expect(await field("End Time")).toHaveValue("20/11/2026, 08:02:05");
    expect(await field("Duration")).toHaveValue("2 min 5 s");
    expect(await field("Total Processed")).toHaveValue("2 LMSs");
    expect(await field("Successful")).toHaveValue("1");
    expect(await field("Failed")).toHaveValue("1");
    expect(await field("Start Time")).toHaveAttribute("readonly");
    const rows = within(within(dialog).getByRole("table", { name: "LMS results" })).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("acme");
    expect(rows[1]).toHaveTextContent("45 s");
    expect(rows[2]).toHaveTextContent("No available");
    expect(callsOf("scheduledUpgradeResults")[0].params).toEqual({ batchId: "b-9" });
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it("a failed row's error is a tooltip that the keyboard reaches", async () => {
    serveApi({ scheduledUpgradeResults: { success: true, data: RESULTS } });
    const user = renderModal();
    const dialog = await screen.findByRole("dialog", { name: "Logs" });
    const badge = within(dialog).getByText("failed").closest(".MuiChip-root") as HTMLElement;
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 20 && document.activeElement !== badge; i++) await user.tab();
    expect(badge).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("The site did not answer after the upgrade.");
    expect(badge).toHaveAccessibleDescription("The site did not answer after the upgrade.");
  });

  it("says 'No LMS results found' and 'No available' for a batch that has not run", async () => {
    serveApi({ scheduledUpgradeResults: { success: true, data: { ...BASE, batchId: "b-9", scheduledTime: "2026-11-20", status: "pending", totalProcessed: 0 } } });
    renderModal();
    expect(await screen.findByText("No LMS results found")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Start Time" })).toHaveValue("No available");
    expect(screen.getByRole("textbox", { name: "Duration" })).toHaveValue("No available");
  });
});
