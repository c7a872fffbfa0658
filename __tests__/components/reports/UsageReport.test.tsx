/** @jest-environment jsdom */
// The usage report as a user meets it (spec 3 §2.2, §4, §8, §9): INSTANCE lists INSTANCE then
// the instances by name; TIMEFRAME appears once one is chosen, set to GLOBAL, and the two reports
// are asked for (global: no month or year; monthly: the current ones); empty and failed reports
// say the spec's words; a report still running at 60 s is aborted, the spec's message shown and
// the timeframe reset (fake timers).
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReportInstance } from "@/lib/contract/schemas/report";
import type { ChartData } from "@/lib/domain/usageReport";
import UsageReport from "@/components/reports/usage/UsageReport";
import ConsoleProviders from "../ConsoleProviders";
import { callsOf, serveApi } from "../serveApi";

// The chart library draws SVG through browser APIs jsdom lacks; this stands in for it and
// shows what it was given: one bar per category and series.
jest.mock("@/components/reports/usage/ReportBarChart", () => ({
  __esModule: true,
  default: ({ chart, width }: { chart: ChartData; width: number }) => (
    <svg data-testid="bars" data-width={width} data-series={chart.series.map((s) => s.label).join(",")}>
      {chart.series.flatMap((s) => s.data.map((v, i) => (v === null ? null : <rect key={`${s.label}-${i}`} data-category={chart.categories[i]} data-value={v} />)))}
    </svg>
  ),
}));
jest.mock("next/dynamic", () => ({
  __esModule: true,
  default: () => jest.requireMock<{ default: unknown }>("@/components/reports/usage/ReportBarChart").default,
}));

const INSTANCES: ReportInstance[] = [
  { name: "MDL_ZETA", id: "i-2", domain: "zeta.example.edu", ip: "198.51.100.2", lms: "Moodle", deployment: "dedicated" },
  { name: "MDL_ALFA", id: "i-1", domain: "alfa.example.edu", ip: "198.51.100.1", lms: "Moodle", deployment: "dedicated" },
];

function renderReport() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <ConsoleProviders role="manager">
      <UsageReport />
    </ConsoleProviders>,
  );
  return user;
}

const instanceSelect = () => screen.getByRole("combobox", { name: "Instance" });
const timeframeSelect = () => screen.queryByRole("combobox", { name: "Timeframe" });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 24, 10) });
});
afterEach(() => {
  jest.useRealTimers();
});

it("offers INSTANCE then the instances by name; choosing one asks for the global reports and draws them", async () => {
  serveApi({
    instancesData: { data: { data: INSTANCES } },
    loginReport: { success: true, logins: [{ year: 2025, month: 3, amount: 40 }, { year: 2026, month: 3, amount: 60 }, { year: 2026, month: 4, amount: 5 }] },
    storageReport: { success: true, storageHistory: [{ year: 2025, month: 12, amount: 1024 * 1500 }, { year: 2026, month: 1, amount: 1024 * 1600 }] },
  });
  const user = renderReport();
  await screen.findByRole("option", { name: "MDL_ALFA" });
  expect(within(instanceSelect()).getAllByRole("option").map((o) => o.textContent)).toEqual(["INSTANCE", "MDL_ALFA", "MDL_ZETA"]);
  expect(timeframeSelect()).toBeNull();

  await user.selectOptions(instanceSelect(), "MDL_ALFA");
  expect(timeframeSelect()).toHaveValue("global");
  expect(within(timeframeSelect()!).getAllByRole("option").map((o) => o.textContent)).toEqual(["TIMEFRAME", "MONTHLY", "6 MONTHS", "GLOBAL"]);

  const charts = await screen.findAllByTestId("bars");
  expect(charts).toHaveLength(2);
  const [storage, logins] = charts;
  expect(storage.querySelectorAll("rect")).toHaveLength(2);
  expect([...storage.querySelectorAll("rect")].map((r) => r.getAttribute("data-value"))).toEqual(["1500", "1600"]);
  // Global logins: one stacked bar per year, one series per month name.
  expect(logins.getAttribute("data-series")).toBe("March,April");
  expect(callsOf("loginReport").map((c) => ({ params: c.params, query: c.query }))).toEqual([
    { params: { id: "i-1", domain: "alfa.example.edu" }, query: { ip: "198.51.100.1", name: "MDL_ALFA", lms: "Moodle", deployment: "dedicated", period: "global", region: "us-west-2" } },
  ]);
  expect(callsOf("storageReport")[0].query).toEqual({ ip: "198.51.100.1", name: "MDL_ALFA", lms: "Moodle", deployment: "dedicated", period: "global" });
});

it("monthly asks for the current month and year; empty reports say so", async () => {
  serveApi({
    instancesData: { data: { data: INSTANCES } },
    loginReport: [{ success: true, logins: [{ year: 2025, month: 3, amount: 1 }] }, { success: true, logins: [] }],
    storageReport: [{ success: true, storageHistory: [{ year: 2025, month: 3, amount: 1 }] }, { success: true, storageHistory: [] }],
  });
  const user = renderReport();
  await user.selectOptions(instanceSelect(), await screen.findByRole("option", { name: "MDL_ZETA" }));
  await screen.findAllByTestId("bars");
  await user.selectOptions(timeframeSelect()!, "MONTHLY");

  expect(await screen.findByText("No logins data found.")).toBeVisible();
  expect(screen.getByText("No storage history found.")).toBeVisible();
  expect(callsOf("loginReport")[1].query).toMatchObject({ period: "1month", month: "11", year: "2026" });
});

it("a failed report says the spec's words with the server's message", async () => {
  serveApi({
    instancesData: { data: { data: INSTANCES } },
    loginReport: { status: 404, body: { message: "No Moodle database for this site" } },
    storageReport: { status: 500, body: { message: "boom" } },
  });
  const user = renderReport();
  await user.selectOptions(instanceSelect(), await screen.findByRole("option", { name: "MDL_ALFA" }));
  expect(await screen.findByText("Could not obtain login data. No Moodle database for this site")).toBeVisible();
  // A 5xx's own text is not the server explaining itself: the console's generic words follow.
  expect(screen.getByText(/^Could not obtain storage use data\./)).toBeVisible();
});

it("a report still running at 60 s is aborted with the spec's message and the timeframe reset", async () => {
  const never = new Promise<never>(() => undefined);
  serveApi({ instancesData: { data: { data: INSTANCES } }, loginReport: () => never, storageReport: { success: true, storageHistory: [] } });
  const user = renderReport();
  await user.selectOptions(instanceSelect(), await screen.findByRole("option", { name: "MDL_ALFA" }));
  expect(await screen.findByLabelText("Loading the report")).toBeInTheDocument();

  await act(async () => {
    await jest.advanceTimersByTimeAsync(59_000);
  });
  expect(screen.queryByText(/The report is being generated/)).toBeNull();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1_000);
  });
  expect(screen.getByRole("alert")).toHaveTextContent(
    "The report is being generated. You will receive an email when it is ready. Please do not close the application and try again in a few minutes.",
  );
  expect(timeframeSelect()).toHaveValue("");
  expect(screen.queryByTestId("bars")).toBeNull();
});
