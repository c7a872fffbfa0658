// Scheduled upgrades (spec 3 §4, §5): batch statuses, the messages, the Costa Rica calendar and the
// report filter's date rule, which the contract's query schema applies too.
import { scheduledUpgradesQuery, upgradeBatchRequestBody } from "@/lib/contract/schemas/scheduling";
import {
  BATCH_STATUSES, costaRicaToday, dateRangeError, isCalendarDate, SCHEDULE_DATE_REQUIRED_MESSAGE, scheduleDateError, SCHEDULING_MESSAGES,
  SELECT_LMS_TO_SCHEDULE_MESSAGE,
} from "@/lib/domain/scheduling";

describe("scheduled upgrades", () => {
  it("have the six batch statuses of spec 3 §4", () => {
    expect([...BATCH_STATUSES].sort()).toEqual(
      ["completed", "pending", "failed", "in_progress", "not_executed_by_time", "partially_completed"].sort(),
    );
  });

  it("read today in Costa Rica (UTC-6)", () => {
    expect(costaRicaToday(new Date("2026-03-10T05:59:00Z"))).toBe("2026-03-09");
    expect(costaRicaToday(new Date("2026-03-10T06:00:00Z"))).toBe("2026-03-10");
  });

  it("need a date, not in the past for Costa Rica", () => {
    const now = new Date("2026-03-10T03:00:00Z"); // 9 March in Costa Rica
    expect(scheduleDateError("", now)).toBe("Please select a date for the scheduled update");
    expect(scheduleDateError("2026-03-08", now)).toBe("The selected date is in the past for Costa Rica. Today (CR) is 2026-03-09.");
    expect(scheduleDateError("2026-03-09", now)).toBeNull();
    expect(scheduleDateError("2026-03-10", now)).toBeNull();
  });

  it("confirm with the number of LMSs", () => {
    expect(SCHEDULING_MESSAGES.confirmSchedule(3)).toBe("Are you sure you want to schedule updates for 3 LMS(s)?");
  });

  it("are refused by the BFF with the same messages", () => {
    const result = upgradeBatchRequestBody.safeParse({ scheduledTime: "", deploymentType: "dedicated", lmsList: [] });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([SCHEDULE_DATE_REQUIRED_MESSAGE, SELECT_LMS_TO_SCHEDULE_MESSAGE]);
    expect(SELECT_LMS_TO_SCHEDULE_MESSAGE).toBe("Please select at least one LMS to schedule the update.");
  });
});

describe("the Costa Rica calendar around midnight UTC", () => {
  it.each([
    ["2026-03-10T00:00:00Z", "2026-03-09"],
    ["2026-03-10T03:00:00Z", "2026-03-09"],
    ["2026-03-10T05:59:59Z", "2026-03-09"],
    ["2026-03-10T06:00:00Z", "2026-03-10"],
    ["2026-03-09T23:59:59Z", "2026-03-09"],
    // No daylight saving in Costa Rica: the same six hours in July.
    ["2026-07-01T03:00:00Z", "2026-06-30"],
    // The year turns six hours after UTC's.
    ["2027-01-01T03:00:00Z", "2026-12-31"],
  ])("at %s it is %s in Costa Rica", (instant, today) => {
    expect(costaRicaToday(new Date(instant))).toBe(today);
  });

  it("at 03:00 UTC the previous day (Costa Rica) is still allowed and the UTC day's previous one is past", () => {
    const now = new Date("2027-01-01T03:00:00Z");
    expect(scheduleDateError("2026-12-31", now)).toBeNull();
    expect(scheduleDateError("2026-12-30", now)).toBe("The selected date is in the past for Costa Rica. Today (CR) is 2026-12-31.");
    expect(scheduleDateError("2027-01-01", now)).toBeNull();
  });

  it("reads a half-typed or impossible date as missing", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    for (const date of ["invalid", "2026-02-30", "2026-3-12", " 2026-03-12", "2026-03-12T00:00"]) {
      expect(scheduleDateError(date, now)).toBe(SCHEDULE_DATE_REQUIRED_MESSAGE);
    }
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
  });

  it("names the batch request's outcomes as spec 3 §8 does", () => {
    expect(SCHEDULING_MESSAGES.batchRequested).toBe("Batch upgrade request created successfully!");
    expect(SCHEDULING_MESSAGES.batchFailed).toBe("The upgrade request could not be completed.");
  });
});

describe("the report filter's dates", () => {
  it.each([
    [undefined, undefined, null],
    ["2026-01-01", "2026-01-31", null],
    ["2026-01-31", "2026-01-31", null],
    ["2026-01-01", undefined, { field: "endDate", message: "Both start and end date are required." }],
    [undefined, "2026-01-31", { field: "startDate", message: "Both start and end date are required." }],
    ["2026-02-01", "2026-01-31", { field: "startDate", message: "Start date must be before end date." }],
  ] as const)("%s to %s", (startDate, endDate, expected) => {
    expect(dateRangeError(startDate, endDate)).toEqual(expected);
    const parsed = scheduledUpgradesQuery.safeParse({ startDate, endDate });
    const fromSchema = parsed.success ? null : { field: String(parsed.error.issues[0].path[0]), message: parsed.error.issues[0].message };
    expect(fromSchema).toEqual(expected);
  });
});
