// The usage and performance reports' choices (spec 3 §2, §9): timeframes and report types.
export const TIMEFRAMES = ["1month", "6months", "global"] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export const REPORT_TYPES = ["running-tasks", "daily-events"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
