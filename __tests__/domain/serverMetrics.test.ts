// Memory, CPU and cron rules of the commands modal.
import {
  cpuColor, cpuLevel, cpuSamples, cpuSummary, cpuWindow, CPU_BANDS, CPU_THRESHOLDS, formatMb, formatPercent, HOUR_MS,
  memoryAlert, memoryCards, percentOf, validMemory,
} from "@/lib/domain/serverMetrics";

describe("validMemory", () => {
  it("accepts all four fields", () => {
    expect(validMemory({ total: 3950, used: 1200, free: 800, available: 2500 })).toEqual({ total: 3950, used: 1200, free: 800, available: 2500 });
  });

  it("accepts zeroes: present is present", () => {
    expect(validMemory({ total: 1000, used: 0, free: 0, available: 0 })).not.toBeNull();
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["no total", { used: 1, free: 1, available: 1 }],
    ["no used", { total: 1, free: 1, available: 1 }],
    ["no free", { total: 1, used: 1, available: 1 }],
    ["no available", { total: 1, used: 1, free: 1 }],
    ["NaN", { total: Number.NaN, used: 1, free: 1, available: 1 }],
    ["negative", { total: 10, used: -1, free: 1, available: 1 }],
  ])("refuses %s", (_, info) => {
    expect(validMemory(info)).toBeNull();
  });
});

describe("formatMb", () => {
  it.each<[number, string]>([
    [0, "0 MB"],
    [512, "512 MB"],
    [999, "999 MB"],
    [999.4, "999 MB"],
    [999.6, "1.00 GB"],
    [1000, "1.00 GB"],
    [3950, "3.95 GB"],
    [1024, "1.02 GB"],
    [15_987, "15.99 GB"],
  ])("%p MB reads %p", (mb, text) => {
    expect(formatMb(mb)).toBe(text);
  });
});

describe("percentages and the Used alert", () => {
  it("shows one decimal", () => {
    expect(formatPercent(percentOf(1200, 3950))).toBe("30.4%");
    expect(formatPercent(100)).toBe("100.0%");
    expect(formatPercent(percentOf(5, 0))).toBe("0.0%");
  });

  it("alerts above 90 %, not at 90 %", () => {
    expect(memoryAlert({ total: 1000, used: 900, free: 50, available: 100 })).toBe(false);
    expect(memoryAlert({ total: 1000, used: 901, free: 50, available: 99 })).toBe(true);
  });

  it("builds the Total, Used, Free, Available cards", () => {
    expect(memoryCards({ total: 3950, used: 3600, free: 150, available: 350 })).toEqual([
      { key: "total", label: "Total", value: "3.95 GB", percent: null, alert: false },
      { key: "used", label: "Used", value: "3.60 GB", percent: "91.1%", alert: true },
      { key: "free", label: "Free", value: "150 MB", percent: "3.8%", alert: false },
      { key: "available", label: "Available", value: "350 MB", percent: "8.9%", alert: false },
    ]);
  });
});

describe("CPU colours", () => {
  it.each<[number, string]>([
    [0, "green"],
    [39.99, "green"],
    [40, "yellow"],
    [59.9, "yellow"],
    [60, "orange"],
    [84.99, "orange"],
    [85, "red"],
    [100, "red"],
  ])("%p %% is %s", (percent, level) => {
    expect(cpuLevel(percent)).toBe(level);
    expect(cpuColor(percent)).toBe(CPU_BANDS.find((b) => b.level === level)?.color);
  });

  it("has one band more than thresholds, each with its own colour", () => {
    expect(CPU_BANDS).toHaveLength(CPU_THRESHOLDS.length + 1);
    expect(new Set(CPU_BANDS.map((b) => b.color)).size).toBe(CPU_BANDS.length);
  });
});

describe("cpuSamples", () => {
  it("is null for no list or an empty one", () => {
    expect(cpuSamples(null)).toBeNull();
    expect(cpuSamples(undefined)).toBeNull();
    expect(cpuSamples([])).toBeNull();
  });

  it("reads ISO and epoch times, sorts oldest first, drops unreadable samples", () => {
    const t = Date.parse("2026-03-01T10:00:00.000Z");
    expect(
      cpuSamples([
        { timestamp: "2026-03-01T10:02:00.000Z", average: 50 },
        { timestamp: t, average: 10 },
        { timestamp: "not a time", average: 30 },
        { timestamp: t + 60_000, average: Number.NaN },
      ]),
    ).toEqual([
      { at: t, average: 10 },
      { at: t + 120_000, average: 50 },
    ]);
    expect(cpuSamples([{ timestamp: "never", average: 1 }])).toBeNull();
  });

  it("spans the hour that ends at the newest sample, and summarises it", () => {
    const samples = [
      { at: 1_000_000, average: 20 },
      { at: 1_060_000, average: 90 },
      { at: 1_120_000, average: 40 },
    ];
    expect(cpuWindow(samples)).toEqual({ start: 1_120_000 - HOUR_MS, end: 1_120_000 });
    expect(cpuSummary(samples)).toEqual({ latest: 40, peak: 90, mean: 50 });
  });
});

describe("validMemory with a partial answer", () => {
  it.each([
    ["total: null", { total: null, used: 1, free: 1, available: 1 }],
    ["used: null", { total: 1, used: null, free: 1, available: 1 }],
    ["free: null", { total: 1, used: 1, free: null, available: 1 }],
    ["available: null", { total: 1, used: 1, free: 1, available: null }],
  ])("refuses %s", (_, info) => {
    expect(validMemory(info)).toBeNull();
  });
});
