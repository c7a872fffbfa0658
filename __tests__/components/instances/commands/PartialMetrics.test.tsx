/** @jest-environment jsdom */
// Partial server-metrics answers stay usable (spec 1 §7: memory data is valid
// only when total, used, free and available are all present). The answer goes through the
// contract's response schema as the BFF relays it (serveApi does that to every reply), so a
// missing memory field is not a 502: the memory panel says 'Unable to load memory information'
// and the CPU chart still draws.
import { screen, within } from "@testing-library/react";
import { CPU_MESSAGES, MEMORY_MESSAGES } from "@/lib/domain/serverMetrics";
import { serveApi } from "../../serveApi";
import { renderModal } from "./harness";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), back: jest.fn() }) }));

const T0 = Date.parse("2026-03-01T10:00:00.000Z");
const CPU = [20, 30, 50].map((average, i) => ({ timestamp: new Date(T0 + i * 60_000).toISOString(), average }));
const FULL = { total: 3950, used: 1200, free: 800, available: 2500 };

function serve(upstreamBody: unknown) {
  serveApi({ serverMetrics: { status: 200, body: upstreamBody }, cronJobs: { status: 200, body: { success: true, jobs: [] } } });
}

const section = (name: string) => screen.getByRole("region", { name });

beforeEach(() => {
  jest.resetAllMocks();
});

describe("a server-metrics answer with a memory field missing", () => {
  it.each([
    ["total: null", { ...FULL, total: null }],
    ["used: null", { ...FULL, used: null }],
    ["free: null", { ...FULL, free: null }],
    ["available: null", { ...FULL, available: null }],
    ["no available", { total: 3950, used: 1200, free: 800 }],
    ["total as text", { ...FULL, total: "n/a" }],
  ])("%s: memory says it cannot load, the CPU chart still draws", async (_, memoryInfo) => {
    serve({ memoryInfo, metrics: CPU });
    renderModal();

    const memory = section("Memory Usage");
    expect(await within(memory).findByText(MEMORY_MESSAGES.unavailable)).toBeInTheDocument();
    expect(within(memory).queryByRole("group")).toBeNull();

    const cpu = section("CPU Usage - Last Hour");
    expect(await within(cpu).findByText("Latest 50.0% (yellow), peak 50.0%, average 33.3% over 3 minutes.")).toBeInTheDocument();
    expect(within(cpu).queryByText(CPU_MESSAGES.unavailable)).toBeNull();
  });

  it("a broken CPU list leaves the memory cards in place", async () => {
    serve({ memoryInfo: FULL, metrics: [{ timestamp: "x" }] });
    renderModal();
    expect(await within(section("Memory Usage")).findByText("3.95 GB")).toBeInTheDocument();
    expect(within(section("CPU Usage - Last Hour")).getByText(CPU_MESSAGES.unavailable)).toBeInTheDocument();
  });
});
