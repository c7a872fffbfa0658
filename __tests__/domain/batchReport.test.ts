// The scheduled-updates report's rules (spec 3 §4, §5, §9): badge colours (readable: AA against
// the theme), the filter, 'N LMSs', durations and Spanish 24-hour times.
import { getContrastRatio } from "@mui/material/styles";
import { theme } from "@/components/common/theme";
import {
  BATCH_STATUS_COLOR, batchStatusColor, formatBatchTime, formatDuration, reportFilterError, scheduledDay, totalProcessedText,
} from "@/lib/domain/batchReport";

it("maps each status to the spec's colour, warning by default", () => {
  expect(BATCH_STATUS_COLOR).toEqual({
    completed: "success", pending: "warning", failed: "error", in_progress: "primary", not_executed_by_time: "info", partially_completed: "secondary",
  });
  expect(batchStatusColor("something_else")).toBe("warning");
});

it.each(Object.values(BATCH_STATUS_COLOR))("the %s badge's text meets AA (4.5:1) on its fill", (color) => {
  const palette = theme.palette[color];
  expect(getContrastRatio(palette.main, palette.contrastText)).toBeGreaterThanOrEqual(4.5);
});

it("writes durations as seconds under a minute, else minutes and seconds", () => {
  expect(formatDuration(0)).toBe("0 s");
  expect(formatDuration(59)).toBe("59 s");
  expect(formatDuration(60)).toBe("1 min 0 s");
  expect(formatDuration(125)).toBe("2 min 5 s");
  expect(formatDuration(null)).toBe("No available");
});

it("writes times in the Spanish locale, 24-hour, on the Costa Rica clock; missing ones 'No available'", () => {
  expect(formatBatchTime("2026-11-20T20:05:09Z")).toBe("20/11/2026, 14:05:09");
  expect(formatBatchTime(null)).toBe("No available");
  expect(formatBatchTime("not a date")).toBe("No available");
});

it("counts and days", () => {
  expect(totalProcessedText(3)).toBe("3 LMSs");
  expect(scheduledDay("2026-11-20")).toBe("2026-11-20");
  // 03:00 UTC is still the previous day in Costa Rica
  expect(scheduledDay("2026-11-21T03:00:00Z")).toBe("2026-11-20");
});

it("the filter needs both dates, start not after end", () => {
  expect(reportFilterError("", "")?.message).toBe("Both start and end date are required.");
  expect(reportFilterError("2026-11-01", "")).toEqual({ field: "endDate", message: "Both start and end date are required." });
  expect(reportFilterError("2026-11-02", "2026-11-01")).toEqual({ field: "startDate", message: "Start date must be before end date." });
  expect(reportFilterError("2026-11-01", "2026-11-01")).toBeNull();
});
