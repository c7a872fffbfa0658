// The usage report's rules as spec 3 §2.2, §4, §8, §9 state them: the timeframe labels and what
// each asks for, MB = stored ÷ 1024 to 2 decimals, per-day / per-month bars, global logins
// stacked by month of year with one series per month name, widths 500/600/800, Spanish numbers.
import {
  chartWidth, loginChart, reportPeriod, spanishMb, spanishNumber, storageChart, storageMb, TIMEFRAME_LABELS, USAGE_MESSAGES,
} from "@/lib/domain/usageReport";

describe("timeframes", () => {
  it("are labelled MONTHLY, 6 MONTHS and GLOBAL", () => {
    expect(TIMEFRAME_LABELS).toEqual({ "1month": "MONTHLY", "6months": "6 MONTHS", global: "GLOBAL" });
  });

  it("1month and 6months ask for the current month and year; global for neither", () => {
    const now = new Date(2026, 10, 24, 12);
    expect(reportPeriod("1month", now)).toEqual({ period: "1month", month: 11, year: 2026 });
    expect(reportPeriod("6months", now)).toEqual({ period: "6months", month: 11, year: 2026 });
    expect(reportPeriod("global", now)).toEqual({ period: "global" });
  });
});

describe("storage", () => {
  it("is the stored value divided by 1024, to two decimals", () => {
    expect(storageMb(1024)).toBe(1);
    expect(storageMb(1_536_000)).toBe(1500);
    expect(storageMb(1000)).toBe(0.98);
  });

  it("monthly: one bar per day in day order", () => {
    const chart = storageChart("1month", [
      { year: 2026, month: 11, dayOfMonth: 2, amount: 2048 },
      { year: 2026, month: 11, dayOfMonth: 1, amount: 1024 },
    ]);
    expect(chart).toEqual({ categories: ["01", "02"], series: [{ label: "MB", data: [1, 2] }], points: 2 });
  });

  it("global: one bar per year, the year's latest figure (storage is a level, not summed)", () => {
    const chart = storageChart("global", [
      { year: 2026, month: 2, amount: 4096 },
      { year: 2025, month: 12, amount: 3072 },
      { year: 2025, month: 3, amount: 1024 },
      { year: 2026, month: 1, amount: 2048 },
    ]);
    expect(chart).toEqual({ categories: ["2025", "2026"], series: [{ label: "MB", data: [3, 4] }], points: 2 });
  });
});

describe("logins", () => {
  it("6 months: one bar per month", () => {
    const chart = loginChart("6months", [
      { year: 2026, month: 10, amount: 30 },
      { year: 2026, month: 6, amount: 10 },
    ]);
    expect(chart.categories).toEqual(["Jun 2026", "Oct 2026"]);
    expect(chart.series).toEqual([{ label: "Logins", data: [10, 30] }]);
  });

  it("global: a stacked bar per year, one series per month name, empty where a year lacks the month", () => {
    const chart = loginChart("global", [
      { year: 2025, month: 1, amount: 5 },
      { year: 2024, month: 1, amount: 3 },
      { year: 2025, month: 3, amount: 7 },
      { year: 2025, month: 3, amount: 1 },
    ]);
    expect(chart.categories).toEqual(["2024", "2025"]);
    expect(chart.series).toEqual([
      { label: "January", data: [3, 5] },
      { label: "March", data: [null, 8] },
    ]);
    expect(chart.points).toBe(2);
  });
});

describe("widths", () => {
  it("monthly 800 over 20 days, else 600; global 800 over 5 years, else 600; 6 months 500", () => {
    expect([chartWidth("1month", 21), chartWidth("1month", 20)]).toEqual([800, 600]);
    expect([chartWidth("global", 6), chartWidth("global", 5)]).toEqual([800, 600]);
    expect(chartWidth("6months", 6)).toBe(500);
  });
});

describe("words and numbers", () => {
  it("numbers in the Spanish locale", () => {
    expect(spanishNumber(12345.5)).toBe("12.345,5");
    expect(spanishMb(1500)).toBe("1500,00");
    expect(spanishMb(12345.678)).toBe("12.345,68");
  });

  it("the spec's messages", () => {
    expect(USAGE_MESSAGES.noLogins).toBe("No logins data found.");
    expect(USAGE_MESSAGES.noStorage).toBe("No storage history found.");
    expect(USAGE_MESSAGES.loginFailed("Timeout")).toBe("Could not obtain login data. Timeout");
    expect(USAGE_MESSAGES.storageFailed("Down")).toBe("Could not obtain storage use data. Down");
    expect(USAGE_MESSAGES.timeout).toBe(
      "The report is being generated. You will receive an email when it is ready. Please do not close the application and try again in a few minutes.",
    );
  });
});
