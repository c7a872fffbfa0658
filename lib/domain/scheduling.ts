// Scheduled upgrade batches (spec 3 §3, §4, §5): batch statuses, the scheduling and approval
// messages, the Costa Rica calendar the dates are read in, and the report filter's date rule.
// Pure and zod-free: the scheduling screens check with these before sending, and the contract's
// scheduling schemas (BFF) use the same messages and call `dateRangeError`.
export const BATCH_STATUSES = [
  "completed", "pending", "failed", "in_progress", "not_executed_by_time", "partially_completed",
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const SCHEDULE_DATE_REQUIRED_MESSAGE = "Please select a date for the scheduled update";
export const SELECT_LMS_TO_SCHEDULE_MESSAGE = "Please select at least one LMS to schedule the update.";
export const SELECT_LMS_TO_APPROVE_MESSAGE = "Please select at least one LMS to approve";
export const BOTH_DATES_REQUIRED_MESSAGE = "Both start and end date are required.";
export const START_BEFORE_END_MESSAGE = "Start date must be before end date.";

export const SCHEDULING_MESSAGES = {
  pastDate: (todayCR: string) => `The selected date is in the past for Costa Rica. Today (CR) is ${todayCR}.`,
  confirmSchedule: (count: number) => `Are you sure you want to schedule updates for ${count} LMS(s)?`,
  /** A batch request the upstream accepted (spec 3 §8). */
  batchRequested: "Batch upgrade request created successfully!",
  /** A refused batch request without the server's reason (spec 3 §8's fallback). */
  batchFailed: "The upgrade request could not be completed.",
} as const;

/** Scheduled dates are days of the Costa Rica calendar. */
export const SCHEDULE_TIME_ZONE = "America/Costa_Rica";

/** Today in Costa Rica as YYYY-MM-DD. */
export function costaRicaToday(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat("en-CA", { timeZone: SCHEDULE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Whether `date` is a real day written YYYY-MM-DD (what the contract's z.iso.date accepts). */
export function isCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** A scheduled update's date (YYYY-MM-DD): required, and not before today in Costa Rica. A
 * half-typed or impossible date reads as missing (the picker hands over what it cannot parse). */
export function scheduleDateError(date: string, now: Date): string | null {
  if (!isCalendarDate(date)) return SCHEDULE_DATE_REQUIRED_MESSAGE;
  const today = costaRicaToday(now);
  return date < today ? SCHEDULING_MESSAGES.pastDate(today) : null;
}

/** The scheduled-upgrades report filter: both dates or neither, start not after end. Names the
 * field to mark and why, or null when the range may be asked for. Dates are YYYY-MM-DD. */
export function dateRangeError(
  startDate: string | undefined,
  endDate: string | undefined,
): { field: "startDate" | "endDate"; message: string } | null {
  if ((startDate === undefined) !== (endDate === undefined)) {
    return { field: startDate === undefined ? "startDate" : "endDate", message: BOTH_DATES_REQUIRED_MESSAGE };
  }
  if (startDate !== undefined && endDate !== undefined && startDate > endDate) return { field: "startDate", message: START_BEFORE_END_MESSAGE };
  return null;
}
