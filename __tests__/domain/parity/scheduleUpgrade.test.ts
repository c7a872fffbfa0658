// Parity of the scheduled update form (spec 3 §5, §7) with POST /instances/{instanceId}/upgrade-batch-request:
// the date (required, YYYY-MM-DD) and the checked LMSs (at least one) are refused by both with
// the same messages. "Not in the past for Costa Rica" needs the clock, so it is the form's own:
// the BFF forwards a past date and the upstream decides for itself.
import { api } from "@/lib/contract";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import { scheduleUpgradeFormErrors, upgradeBatchRequestBody, type ScheduleUpgradeFormValues } from "@/lib/domain/forms/scheduleUpgrade";
import { expectParity, runBoth, type ParityCase } from "./parity";

// 3 March 2026, 03:00 UTC: still 2 March in Costa Rica.
const NOW = new Date("2026-03-03T03:00:00Z");
const parity: ParityCase<ScheduleUpgradeFormValues> = {
  endpoint: api.upgradeBatchRequest,
  validate: scheduleUpgradeFormErrors(() => NOW),
  body: (values) => upgradeBatchRequestBody(values, "shared"),
  fields: { scheduledTime: "scheduledTime", selected: "lmsList" },
};
const ONE = [{ volumeId: "vol-0acme", domain: "https://campus.acme.example.com" }];
const TWO = [...ONE, { volumeId: "fs-0globex", domain: "learn.globex.example.com" }];
const REQUIRED = "Please select a date for the scheduled update";
const NONE = "Please select at least one LMS to schedule the update.";

const samples: [string, ScheduleUpgradeFormValues, FieldErrors<ScheduleUpgradeFormValues>][] = [
  ["a future date and one LMS", { scheduledTime: "2026-04-01", selected: ONE }, {}],
  ["today in Costa Rica and two LMSs", { scheduledTime: "2026-03-02", selected: TWO }, {}],
  ["no date", { scheduledTime: "", selected: ONE }, { scheduledTime: REQUIRED }],
  ["a half-typed date", { scheduledTime: "invalid", selected: ONE }, { scheduledTime: REQUIRED }],
  ["an impossible date", { scheduledTime: "2026-02-30", selected: ONE }, { scheduledTime: REQUIRED }],
  ["no LMS", { scheduledTime: "2026-04-01", selected: [] }, { selected: NONE }],
  ["neither", { scheduledTime: "", selected: [] }, { scheduledTime: REQUIRED, selected: NONE }],
];

it.each(samples)("%s: the form and the BFF agree", async (_label, values, expected) => {
  await expectParity(parity, values, expected);
});

it("refuses a date before today in Costa Rica; the BFF, without a clock of its own, forwards it", async () => {
  const { form, bffAccepts } = await runBoth(parity, { scheduledTime: "2026-03-01", selected: ONE });
  expect(form).toEqual({ scheduledTime: "The selected date is in the past for Costa Rica. Today (CR) is 2026-03-02." });
  expect(bffAccepts).toBe(true);
});

it("sends the date, the deployment and each LMS's domain and volume", () => {
  expect(upgradeBatchRequestBody({ scheduledTime: "2026-04-01", selected: TWO }, "dedicated")).toEqual({
    scheduledTime: "2026-04-01",
    deploymentType: "dedicated",
    lmsList: [{ domain: "https://campus.acme.example.com", volumeId: "vol-0acme" }, { domain: "learn.globex.example.com", volumeId: "fs-0globex" }],
  });
});
