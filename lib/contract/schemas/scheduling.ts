// Scheduled upgrade batches: domain validation, requests, approval, lists and results (spec 3 §3, §4, §5, §7).
// The statuses, messages and the date-range rule are zod-free in lib/domain/scheduling.
import { z } from "zod";
import {
  dateRangeError, SCHEDULE_DATE_REQUIRED_MESSAGE, SELECT_LMS_TO_APPROVE_MESSAGE, SELECT_LMS_TO_SCHEDULE_MESSAGE,
} from "@/lib/domain/scheduling";
import { deploymentTypeSchema } from "./common";

/** A YYYY-MM-DD date (Costa Rica calendar); blank reads as missing. */
const scheduleDate = z.iso.date({ message: SCHEDULE_DATE_REQUIRED_MESSAGE });

/** One LMS of a batch as the console sends it. */
export const lmsTargetSchema = z.strictObject({
  instanceId: z.string().min(1),
  deploymentType: deploymentTypeSchema,
  domain: z.string().min(1),
  volumeId: z.string().min(1),
});
export type LmsTarget = z.infer<typeof lmsTargetSchema>;

export const validateDomainsBody = z.strictObject({ lmsList: z.array(lmsTargetSchema).min(1) });
export type ValidateDomainsBody = z.infer<typeof validateDomainsBody>;

/** An invalid domain and why (a Totara LMS says so in the error text). */
export const invalidDomainSchema = z.object({ domain: z.string(), error: z.string() });
export type InvalidDomain = z.infer<typeof invalidDomainSchema>;

export const validateDomainsSchema = z.object({
  success: z.boolean(),
  validDomains: z.array(z.string()),
  invalidDomains: z.array(invalidDomainSchema),
});
export type ValidateDomains = z.infer<typeof validateDomainsSchema>;

/** One LMS of a batch as the upstream gives it; the result fields are there once it ran. */
export const batchLmsSchema = z.object({
  instanceId: z.string(),
  deploymentType: deploymentTypeSchema,
  domain: z.string(),
  volumeId: z.string().nullable().default(null),
  client: z.string().nullish(),
  name: z.string().nullish(),
  status: z.string().nullish(),
  error: z.string().nullish(),
  startTime: z.string().nullish(),
  endTime: z.string().nullish(),
  /** Seconds. */
  duration: z.number().nullish(),
});
export type BatchLms = z.infer<typeof batchLmsSchema>;

/** GET /instances/scheduled-upgrade/{batchId}: parts may be missing (the page then says so). */
export const scheduledBatchSchema = z.object({
  success: z.boolean(),
  scheduledTime: z.string().optional(),
  requestedBy: z.string().optional(),
  lmsList: z.array(batchLmsSchema).optional(),
});
export type ScheduledBatch = z.infer<typeof scheduledBatchSchema>;

export const approveBatchBody = z.strictObject({
  attributes: z.strictObject({
    scheduledTime: scheduleDate,
    approvalStatus: z.literal("approved"),
    lmsList: z.array(lmsTargetSchema).min(1, { message: SELECT_LMS_TO_APPROVE_MESSAGE }),
  }),
});
export type ApproveBatchBody = z.infer<typeof approveBatchBody>;

export const upgradeBatchRequestBody = z.strictObject({
  scheduledTime: scheduleDate,
  deploymentType: deploymentTypeSchema,
  lmsList: z
    .array(z.strictObject({ domain: z.string().min(1), volumeId: z.string().min(1) }))
    .min(1, { message: SELECT_LMS_TO_SCHEDULE_MESSAGE }),
});
export type UpgradeBatchRequestBody = z.infer<typeof upgradeBatchRequestBody>;

/** Both dates or neither; start not after end. */
export const scheduledUpgradesQuery = z
  .object({ startDate: z.iso.date().optional(), endDate: z.iso.date().optional() })
  .superRefine((q, ctx) => {
    const problem = dateRangeError(q.startDate, q.endDate);
    if (problem !== null) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type ScheduledUpgradesQuery = z.infer<typeof scheduledUpgradesQuery>;

export const batchSchema = z.object({
  batchId: z.string(),
  scheduledTime: z.string(),
  requestedBy: z.string(),
  approvedBy: z.string().nullable().default(null),
  /** One of BATCH_STATUSES (lib/domain/scheduling); others show with the default badge. */
  status: z.string(),
  totalProcessed: z.number().default(0),
  successful: z.number().default(0),
  failed: z.number().default(0),
  startTime: z.string().nullable().default(null),
  endTime: z.string().nullable().default(null),
  /** Seconds. */
  duration: z.number().nullable().default(null),
  lmsList: z.array(batchLmsSchema).default([]),
});
export type Batch = z.infer<typeof batchSchema>;

export const scheduledUpgradesSchema = z.object({ success: z.boolean(), data: z.array(batchSchema) });
export type ScheduledUpgrades = z.infer<typeof scheduledUpgradesSchema>;

export const scheduledUpgradeResultsSchema = z.object({ success: z.boolean(), data: batchSchema });
export type ScheduledUpgradeResults = z.infer<typeof scheduledUpgradeResultsSchema>;
