// The usage report's rules (spec 3 §2.2, §4, §8, §9): timeframe labels and the request each
// one makes, the chart data (storage in MB = stored value ÷ 1024 to 2 decimals, per day, per
// month, or — global — per year; logins per day, per month, or — global — stacked by month of
// year with one series per month name),
// chart widths by data count, numbers in the Spanish locale, the 60-second abort and the
// screen's messages.
import type { LoginData, StorageEntry } from "@/lib/contract/schemas/report";
import type { Timeframe } from "./reports";

export const TIMEFRAME_LABELS: Record<Timeframe, string> = { "1month": "MONTHLY", "6months": "6 MONTHS", global: "GLOBAL" };

/** A report request still running after this is aborted (spec 3 §9). */
export const REPORT_TIMEOUT_MS = 60_000;

export const USAGE_MESSAGES = {
  timeout:
    "The report is being generated. You will receive an email when it is ready. Please do not close the application and try again in a few minutes.",
  noLogins: "No logins data found.",
  noStorage: "No storage history found.",
  loginFailed: (message: string) => `Could not obtain login data. ${message}`.trim(),
  storageFailed: (message: string) => `Could not obtain storage use data. ${message}`.trim(),
} as const;

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** period, month and year of a timeframe's request: 1month and 6months name the current month
 * and year (spec 3 §4), global names neither. */
export function reportPeriod(timeframe: Timeframe, now: Date): { period: Timeframe; month?: number; year?: number } {
  if (timeframe === "global") return { period: "global" };
  return { period: timeframe, month: now.getMonth() + 1, year: now.getFullYear() };
}

const SPANISH = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });
const SPANISH_2 = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number as the Spanish locale writes it: 1.234,5 (es-ES groups from five digits: 1234 stays). */
export function spanishNumber(value: number): string {
  return SPANISH.format(value);
}

/** MB with two decimals, Spanish locale: "1.234,50". */
export function spanishMb(value: number): string {
  return SPANISH_2.format(value);
}

/** The stored value as MB: ÷ 1024, rounded to 2 decimals. */
export function storageMb(amount: number): number {
  return Math.round((amount / 1024) * 100) / 100;
}

export interface BarSeries {
  /** Series name (a month name for stacked global logins; the chart's measure otherwise). */
  label: string;
  data: (number | null)[];
}

/** What a bar chart draws: categories along x, one or more series (stacked when several). */
export interface ChartData {
  categories: string[];
  series: BarSeries[];
  /** How many points the data has (days, months or years): decides the width. */
  points: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Sort key of an entry: year, then month, then day. */
function order(e: { year: number; month?: number; dayOfMonth?: number }): number {
  return e.year * 10_000 + (e.month ?? 0) * 100 + (e.dayOfMonth ?? 0);
}

/** A category label: day "05" (monthly), "Mar 2026" (6 months), the year otherwise. */
function categoryOf(timeframe: Timeframe, e: { year: number; month?: number; dayOfMonth?: number }): string {
  if (timeframe === "1month") return pad(e.dayOfMonth ?? 0);
  if (timeframe === "6months") return `${MONTH_NAMES[(e.month ?? 1) - 1].slice(0, 3)} ${e.year}`;
  return e.month ? `${e.year}-${pad(e.month)}` : String(e.year);
}

/** Entries summed per category in time order (a repeated day or month adds up). */
function perCategory(timeframe: Timeframe, entries: readonly { year: number; month?: number; dayOfMonth?: number; amount: number }[], value: (n: number) => number) {
  const sorted = [...entries].sort((a, b) => order(a) - order(b));
  const sums = new Map<string, number>();
  for (const e of sorted) {
    const key = categoryOf(timeframe, e);
    sums.set(key, (sums.get(key) ?? 0) + e.amount);
  }
  return { categories: [...sums.keys()], values: [...sums.values()].map(value) };
}

/** Logins: per day (monthly), per month (6 months), or per year stacked by month (global). */
export function loginChart(timeframe: Timeframe, logins: readonly LoginData[]): ChartData {
  if (timeframe !== "global") {
    const { categories, values } = perCategory(timeframe, logins, (n) => n);
    return { categories, series: [{ label: "Logins", data: values }], points: categories.length };
  }
  const years = [...new Set(logins.map((l) => l.year))].sort((a, b) => a - b);
  const byYearMonth = new Map<string, number>();
  for (const l of logins) {
    if (!l.month) continue;
    const key = `${l.year}-${l.month}`;
    byYearMonth.set(key, (byYearMonth.get(key) ?? 0) + l.amount);
  }
  // One series per month name, present only when some year has that month: a stack of twelve
  // colours where half are empty only makes the legend longer.
  const series = MONTH_NAMES.flatMap((name, i) => {
    const data = years.map((y) => byYearMonth.get(`${y}-${i + 1}`) ?? null);
    return data.some((v) => v !== null) ? [{ label: name, data }] : [];
  });
  return { categories: years.map(String), series, points: years.length };
}

/** Storage in MB: per day (monthly), per month (6 months), per year (global, spec 3 §2.2: yearly
 * bars). Storage is a level, not a count, so a year's bar is its latest figure (a month's figure
 * is already its last day's), not a sum of its months. */
export function storageChart(timeframe: Timeframe, history: readonly StorageEntry[]): ChartData {
  if (timeframe === "global") {
    const latest = new Map<number, StorageEntry>();
    for (const e of [...history].sort((a, b) => order(a) - order(b))) latest.set(e.year, e);
    const years = [...latest.keys()];
    return { categories: years.map(String), series: [{ label: "MB", data: years.map((y) => storageMb(latest.get(y)!.amount)) }], points: years.length };
  }
  const { categories, values } = perCategory(timeframe, history, storageMb);
  return { categories, series: [{ label: "MB", data: values }], points: categories.length };
}

/** 500, 600 or 800 px by data count (spec 3 §9): wide over 20 days or over 5 years. */
export function chartWidth(timeframe: Timeframe, points: number): 500 | 600 | 800 {
  if (timeframe === "1month") return points > 20 ? 800 : 600;
  if (timeframe === "global") return points > 5 ? 800 : 600;
  return 500;
}

/** The green palettes of the charts (spec 3 §9), twelve steps for the months, one per colour
 * scheme: every bar keeps 3:1 against its scheme's paper (WCAG 1.4.11), so the light scheme's
 * greens are deep and the dark scheme's pale. The first is a single-series chart's colour. */
export const GREEN_PALETTES = {
  light: [
    "#1b5e20", "#2e7d32", "#388e3c", "#43a047", "#558b2f", "#4a7c2a",
    "#33691e", "#00695c", "#0b6e4f", "#3b7d23", "#00796b", "#5a7d1e",
  ],
  dark: [
    "#81c784", "#66bb6a", "#a5d6a7", "#4caf50", "#c5e1a5", "#9ccc65",
    "#7cb342", "#aed581", "#43a047", "#4db6ac", "#689f38", "#80cbc4",
  ],
} as const satisfies Record<"light" | "dark", readonly string[]>;
