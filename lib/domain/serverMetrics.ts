// Memory, CPU and cron panels of the commands modal (spec 1 §2, §3, §7): when the data is
// usable, how memory sizes and percentages read, when the Used card alerts, the colour of a
// CPU sample, the hour the chart spans, and the panels' messages. Pure, so the panels and
// their tests share one set of rules.
import type { CpuMetric, MemoryInfo } from "@/lib/contract/schemas/commands";

export const MEMORY_MESSAGES = {
  loading: "Loading memory information...",
  unavailable: "Unable to load memory information",
} as const;

export const CPU_MESSAGES = {
  loading: "Loading CPU metrics...",
  unavailable: "Unable to load CPU information",
} as const;

export const CRON_MESSAGES = {
  /** Not shown by the spec. */
  loading: "Loading cron jobs...",
  empty: "No cron jobs found",
  /** Not shown by the spec: the server's message follows. */
  failed: "Unable to load cron jobs.",
} as const;

// --- Memory ---

/** Memory in MB, every field present. */
export interface ValidMemory {
  total: number;
  used: number;
  free: number;
  available: number;
}

function isAmount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/** The memory info when total, used, free and available are all present (numbers, not
 * negative), otherwise null: the panel then says it could not load it. */
export function validMemory(info: MemoryInfo | null | undefined): ValidMemory | null {
  if (!info) return null;
  const { total, used, free, available } = info;
  if (!isAmount(total) || !isAmount(used) || !isAmount(free) || !isAmount(available)) return null;
  return { total, used, free, available };
}

/** Sizes arrive in MB. From 1000 MB they read in GB with two decimals, dividing by 1000 as
 * the spec does (1000 → "1.00 GB", 3950 → "3.95 GB"); below, whole MB ("999 MB"). A
 * fraction that rounds up to 1000 MB reads "1.00 GB" rather than "1000 MB". */
export function formatMb(mb: number): string {
  const whole = Math.round(mb);
  if (whole >= 1000) return `${(mb / 1000).toFixed(2)} GB`;
  return `${whole} MB`;
}

/** A share of the total in percent; 0 when the total is 0 (nothing to divide by). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? (part / total) * 100 : 0;
}

/** One decimal: "92.3%". */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** The Used card alerts above this share of the total (spec 1 §2). */
export const MEMORY_ALERT_PERCENT = 90;

export function memoryAlert(memory: ValidMemory): boolean {
  return percentOf(memory.used, memory.total) > MEMORY_ALERT_PERCENT;
}

export interface MemoryCard {
  key: keyof ValidMemory;
  label: "Total" | "Used" | "Free" | "Available";
  value: string;
  /** Share of the total; none on the Total card. */
  percent: string | null;
  alert: boolean;
}

/** The four cards of the memory panel, in the spec's order. */
export function memoryCards(memory: ValidMemory): MemoryCard[] {
  const share = (part: number) => formatPercent(percentOf(part, memory.total));
  return [
    { key: "total", label: "Total", value: formatMb(memory.total), percent: null, alert: false },
    { key: "used", label: "Used", value: formatMb(memory.used), percent: share(memory.used), alert: memoryAlert(memory) },
    { key: "free", label: "Free", value: formatMb(memory.free), percent: share(memory.free), alert: false },
    { key: "available", label: "Available", value: formatMb(memory.available), percent: share(memory.available), alert: false },
  ];
}

// --- CPU ---

export type CpuLevel = "green" | "yellow" | "orange" | "red";

/** Where the colour changes: green under 40, yellow under 60, orange under 85, red from 85. */
export const CPU_THRESHOLDS = [40, 60, 85] as const;

export interface CpuBand {
  level: CpuLevel;
  /** Dark enough to read against white (the legend's text sits beside it). */
  color: string;
  label: string;
}

/** The bands in order, one more than the thresholds, as the chart's colour map wants them. */
export const CPU_BANDS: readonly CpuBand[] = [
  { level: "green", color: "#2e7d32", label: "Under 40%" },
  { level: "yellow", color: "#f2b705", label: "40% to under 60%" },
  { level: "orange", color: "#ef6c00", label: "60% to under 85%" },
  { level: "red", color: "#c62828", label: "85% and above" },
];

export function cpuLevel(percent: number): CpuLevel {
  const index = CPU_THRESHOLDS.findIndex((threshold) => percent < threshold);
  return CPU_BANDS[index === -1 ? CPU_BANDS.length - 1 : index].level;
}

export function cpuColor(percent: number): string {
  const level = cpuLevel(percent);
  return CPU_BANDS.find((band) => band.level === level)!.color;
}

export interface CpuSample {
  /** Epoch ms. */
  at: number;
  /** Percent. */
  average: number;
}

function timeOf(timestamp: CpuMetric["timestamp"]): number {
  return typeof timestamp === "number" ? timestamp : Date.parse(timestamp);
}

/** The samples, oldest first, when the metrics are a non-empty list (spec 1 §7); samples with
 * an unreadable time or value are left out. Null means the panel has nothing to draw. */
export function cpuSamples(metrics: readonly CpuMetric[] | null | undefined): CpuSample[] | null {
  if (!Array.isArray(metrics) || metrics.length === 0) return null;
  const samples = metrics
    .map((m) => ({ at: timeOf(m.timestamp), average: m.average }))
    .filter((s) => Number.isFinite(s.at) && Number.isFinite(s.average))
    .sort((a, b) => a.at - b.at);
  return samples.length > 0 ? samples : null;
}

export const HOUR_MS = 3_600_000;

/** The hour the chart spans, ending at the newest sample: the server's clock, not the browser's,
 * decides what "the last hour" is. */
export function cpuWindow(samples: readonly CpuSample[]): { start: number; end: number } {
  const end = samples[samples.length - 1].at;
  return { start: end - HOUR_MS, end };
}

export interface CpuSummary {
  latest: number;
  peak: number;
  mean: number;
}

/** For the chart's text alternative. */
export function cpuSummary(samples: readonly CpuSample[]): CpuSummary {
  const values = samples.map((s) => s.average);
  return {
    latest: values[values.length - 1],
    peak: Math.max(...values),
    mean: values.reduce((sum, v) => sum + v, 0) / values.length,
  };
}
