// The scheduled-updates report and its batch details (spec 3 §2.5, §2.6, §4, §5, §9): the
// status badge's colour, the filter's rule, and how counts, times and durations are written.
// Pure and zod-free.
import { BATCH_STATUSES, BOTH_DATES_REQUIRED_MESSAGE, dateRangeError, SCHEDULE_TIME_ZONE, type BatchStatus } from "./scheduling";

export const BATCH_REPORT_MESSAGES = {
  empty: "No scheduled updates found",
  noLmsResults: "No LMS results found",
  notAvailable: "No available",
  loadFailed: "Oops! Unable to get the scheduled updates.",
  detailsFailed: "Oops! Unable to get the batch details.",
} as const;

/** The badge colours of spec 3 §4, as the theme names them ('danger' is the theme's error).
 * Each is a filled chip whose text meets AA against it (the theme sets the colours). */
export type BadgeColor = "success" | "warning" | "error" | "primary" | "info" | "secondary";

export const BATCH_STATUS_COLOR: Readonly<Record<BatchStatus, BadgeColor>> = {
  completed: "success",
  pending: "warning",
  failed: "error",
  in_progress: "primary",
  not_executed_by_time: "info",
  partially_completed: "secondary",
};

/** A status's badge colour; an unknown status takes the default, warning. */
export function batchStatusColor(status: string): BadgeColor {
  return (BATCH_STATUSES as readonly string[]).includes(status) ? BATCH_STATUS_COLOR[status as BatchStatus] : "warning";
}

/** The badge's words: the status with spaces for underscores. */
export function batchStatusLabel(status: string): string {
  return status.replace(/_/g, " ");
}

/** 'N LMSs' (spec 3 §9). */
export function totalProcessedText(count: number): string {
  return `${count} LMSs`;
}

/** A duration in seconds: under a minute as seconds, otherwise minutes and seconds; none is 'No available'. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return BATCH_REPORT_MESSAGES.notAvailable;
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

const TIME_FORMAT = new Intl.DateTimeFormat("es-ES", {
  timeZone: SCHEDULE_TIME_ZONE,
  year: "numeric", month: "2-digit", day: "2-digit",
  hour: "2-digit", minute: "2-digit", second: "2-digit",
  hourCycle: "h23",
});

/** A start or end time in the Spanish locale, 24-hour, on the scheduling (Costa Rica) clock;
 * a missing or unreadable one is 'No available'. */
export function formatBatchTime(value: string | null | undefined): string {
  if (!value) return BATCH_REPORT_MESSAGES.notAvailable;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? BATCH_REPORT_MESSAGES.notAvailable : TIME_FORMAT.format(date);
}

/** A batch's scheduled day as YYYY-MM-DD (a date-time is read on the Costa Rica calendar). */
export function scheduledDay(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat("en-CA", { timeZone: SCHEDULE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** The report's Search: both dates are needed (spec 3 §5), and start not after end. Dates are
 * YYYY-MM-DD, '' when not chosen. Clear Filters, not Search, lists every batch. */
export function reportFilterError(startDate: string, endDate: string): { field: "startDate" | "endDate"; message: string } | null {
  if (startDate === "" && endDate === "") return { field: "startDate", message: BOTH_DATES_REQUIRED_MESSAGE };
  return dateRangeError(startDate || undefined, endDate || undefined);
}
