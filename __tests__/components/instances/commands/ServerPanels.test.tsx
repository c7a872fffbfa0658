/** @jest-environment jsdom */
// The data panels of the commands modal as a user meets them: memory cards (GB/MB, one-decimal
// percentages, the Used alert above 90 %), the CPU chart coloured by the spec's bands with its
// legend and summary, the cron table, and the spec's loading and failure messages. Metrics and
// cron jobs are asked for together, as the modal opens.
import { screen, waitFor, within } from "@testing-library/react";
import { CPU_BANDS, CPU_MESSAGES, CRON_MESSAGES, MEMORY_MESSAGES } from "@/lib/domain/serverMetrics";
import type { CronJob, ServerMetrics } from "@/lib/contract/schemas/commands";
import { callsOf, serveApi, type StatusReply } from "../../serveApi";
import { ADDRESS, deferred, INSTANCE_ID, renderModal } from "./harness";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), back: jest.fn() }) }));

const CRON: CronJob[] = [
  { name: "Moodle cron", schedule: "* * * * *", command: "/usr/bin/php8.1 /var/www/moodle/admin/cli/cron.php", rawLine: "* * * * * /usr/bin/php8.1 /var/www/moodle/admin/cli/cron.php" },
  { name: "Certificate renewal", schedule: "17 */12 * * *", command: "certbot renew --quiet", rawLine: "17 */12 * * * certbot renew --quiet" },
];

const T0 = Date.parse("2026-03-01T10:00:00.000Z");
/** Four minutes, one in each band. */
const CPU = [12.5, 45, 70.25, 93].map((average, i) => ({ timestamp: new Date(T0 + i * 60_000).toISOString(), average }));

function metrics(overrides: Partial<ServerMetrics> = {}): ServerMetrics {
  return { memoryInfo: { total: 3950, used: 1200, free: 800, available: 2500 }, metrics: CPU, ...overrides };
}

/** Answers the two reads; anything else is a test failure. */
function serveReads(metricsReply: StatusReply | Promise<StatusReply>, cronReply: StatusReply | Promise<StatusReply> = { status: 200, body: { success: true, jobs: CRON } }) {
  serveApi({ serverMetrics: metricsReply, cronJobs: cronReply });
}

const section = (name: string) => screen.getByRole("region", { name });
const card = (name: string) => within(section("Memory Usage")).getByRole("group", { name });

beforeEach(() => {
  jest.resetAllMocks();
});

describe("asking", () => {
  it("asks for metrics and cron jobs together, with the row's address, before either answers", async () => {
    const m = deferred<StatusReply>();
    const c = deferred<StatusReply>();
    serveReads(m.promise, c.promise);
    renderModal();

    expect(await screen.findByText(MEMORY_MESSAGES.loading)).toBeInTheDocument();
    expect(screen.getByText(CPU_MESSAGES.loading)).toBeInTheDocument();
    expect(screen.getByText(CRON_MESSAGES.loading)).toBeInTheDocument();
    const calls = callsOf();
    expect(calls.map((c) => c.id).sort()).toEqual(["cronJobs", "serverMetrics"]);
    for (const call of calls) expect([call.params, call.query]).toEqual([{ instanceId: INSTANCE_ID }, { instanceIp: ADDRESS }]);

    m.resolve({ status: 200, body: metrics() });
    c.resolve({ status: 200, body: { success: true, jobs: [] } });
    expect(await screen.findByText("3.95 GB")).toBeInTheDocument();
    expect(await screen.findByText(CRON_MESSAGES.empty)).toBeInTheDocument();
  });

  it("asks nothing for an instance without an address, and says why", async () => {
    serveReads({ status: 200, body: metrics() });
    renderModal({ address: "-" });
    expect(screen.getByText(/has no address/)).toBeInTheDocument();
    expect(callsOf()).toEqual([]);
    for (const button of screen.getAllByRole("button", { name: /\((Php|Web) Service\)$/ })) expect(button).toBeDisabled();
  });
});

describe("Memory Usage", () => {
  it("shows sizes of 1000 MB and more in GB with two decimals, smaller ones in MB, shares with one decimal", async () => {
    serveReads({ status: 200, body: metrics({ memoryInfo: { total: 3950, used: 1200, free: 800, available: 999 } }) });
    renderModal();

    await screen.findByText("3.95 GB");
    expect(card("Total")).toHaveTextContent("3.95 GB");
    expect(card("Total")).not.toHaveTextContent("%");
    expect(card("Used")).toHaveTextContent("1.20 GB30.4% of total");
    expect(card("Free")).toHaveTextContent("800 MB20.3% of total");
    expect(card("Available")).toHaveTextContent("999 MB25.3% of total");
    expect(card("Used")).not.toHaveAttribute("data-alert");
    expect(screen.queryByText(/Above 90%/)).not.toBeInTheDocument();
  });

  it("gives the Used card the alert style above 90 %, and says so in words", async () => {
    serveReads({ status: 200, body: metrics({ memoryInfo: { total: 1000, used: 912, free: 30, available: 60 } }) });
    renderModal();

    await screen.findByText("912 MB");
    const used = card("Used");
    expect(used).toHaveAttribute("data-alert", "true");
    expect(used).toHaveTextContent("91.2% of total");
    expect(within(used).getByText("Above 90% of total")).toBeVisible();
    for (const other of ["Total", "Free", "Available"]) expect(card(other)).not.toHaveAttribute("data-alert");
  });

  it("does not alert at exactly 90 %", async () => {
    serveReads({ status: 200, body: metrics({ memoryInfo: { total: 1000, used: 900, free: 30, available: 100 } }) });
    renderModal();
    await screen.findByText("900 MB");
    expect(card("Used")).not.toHaveAttribute("data-alert");
  });

  it.each([
    ["one field missing", { total: 1000, used: 500, free: 200 }],
    ["no memory info", null],
  ])("says it cannot load memory information with %s", async (_, memoryInfo) => {
    serveReads({ status: 200, body: metrics({ memoryInfo }) });
    renderModal();
    expect(await within(section("Memory Usage")).findByText(MEMORY_MESSAGES.unavailable)).toBeInTheDocument();
    expect(within(section("Memory Usage")).queryByRole("group")).toBeNull();
  });
});

describe("CPU Usage - Last Hour", () => {
  it.each([
    ["an empty list", []],
    ["no list", null],
  ])("says it cannot load CPU information for %s", async (_, list) => {
    serveReads({ status: 200, body: metrics({ metrics: list }) });
    renderModal();
    expect(await within(section("CPU Usage - Last Hour")).findByText(CPU_MESSAGES.unavailable)).toBeInTheDocument();
  });

  it("draws the hour with points coloured green, yellow, orange and red, a legend of the thresholds and a summary", async () => {
    serveReads({ status: 200, body: metrics() });
    renderModal();
    const cpu = section("CPU Usage - Last Hour");

    expect(await within(cpu).findByText("Latest 93.0% (red), peak 93.0%, average 55.2% over 4 minutes.")).toBeInTheDocument();
    const legend = within(cpu).getByRole("list", { name: "CPU colour thresholds" });
    expect(within(legend).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Under 40%", "40% to under 60%", "60% to under 85%", "85% and above"]);

    // The chart loads on demand; then each minute's point is drawn in its band's colour.
    const marks = () => Array.from(cpu.querySelectorAll<SVGCircleElement>("svg circle.MuiLineChart-mark"));
    await waitFor(() => expect(marks()).toHaveLength(4));
    const byMinute = marks().sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
    expect(byMinute.map((mark) => mark.getAttribute("stroke"))).toEqual(CPU_BANDS.map((band) => band.color));
    // The line between them is painted by a gradient that changes colour at 40, 60 and 85 %.
    const stops = Array.from(cpu.querySelectorAll("svg linearGradient stop"), (stop) => stop.getAttribute("stop-color"));
    expect([...new Set(stops)]).toEqual(CPU_BANDS.map((band) => band.color));
    expect(within(cpu).getByText("100%")).toBeInTheDocument();
    expect(within(cpu).getByText("0%")).toBeInTheDocument();
  });
});

describe("Cron Jobs", () => {
  it("lists the jobs with name, schedule and command", async () => {
    serveReads({ status: 200, body: metrics() });
    renderModal();
    const table = await within(section("Cron Jobs")).findByRole("table", { name: "Cron jobs" });
    const rows = within(table).getAllByRole("row").slice(1).map((row) => Array.from(row.children, (c) => c.textContent));
    expect(rows).toEqual(CRON.map((j) => [j.name, j.schedule, j.command]));
  });

  it("says when there are none", async () => {
    serveReads({ status: 200, body: metrics() }, { status: 200, body: { success: true, jobs: [] } });
    renderModal();
    expect(await within(section("Cron Jobs")).findByText(CRON_MESSAGES.empty)).toBeInTheDocument();
  });
});

describe("failures", () => {
  it("shows the spec's messages with the server's reason when the metrics call fails", async () => {
    serveReads({ status: 409, body: { message: "acme-lms is stopped." } }, { status: 409, body: { message: "acme-lms is stopped. Start it to read its cron jobs." } });
    renderModal();
    expect(await within(section("Memory Usage")).findByText(MEMORY_MESSAGES.unavailable)).toBeInTheDocument();
    expect(within(section("Memory Usage")).getByText("(acme-lms is stopped.)")).toBeInTheDocument();
    expect(within(section("CPU Usage - Last Hour")).getByText(CPU_MESSAGES.unavailable)).toBeInTheDocument();
    expect(await within(section("Cron Jobs")).findByText("(acme-lms is stopped. Start it to read its cron jobs.)")).toBeInTheDocument();
  });
});
