// Service commands, cron jobs and server metrics of the commands modal (spec 1 §2, §3, §7).
import { z } from "zod";
import { COMMANDS, commandRole, READ_ONLY_COMMANDS, type Command } from "@/lib/domain/commands";
import { regionSchema } from "./common";

// The command list and its role rule are pure and live in lib/domain (the browser uses them
// without zod); they are re-exported here so the contract reads as one place.
export { COMMANDS, commandRole, READ_ONLY_COMMANDS, type Command };

export const commandSchema = z.enum(COMMANDS);

export const runCommandBody = z.strictObject({
  region: regionSchema,
  instanceIp: z.string().min(1),
  command: commandSchema,
});
export type RunCommandBody = z.infer<typeof runCommandBody>;

/** code 0 means success; output is the command's text (logs for the *-logs commands). */
export const commandResultSchema = z.object({
  success: z.boolean(),
  code: z.number(),
  output: z.string().default(""),
});
export type CommandResult = z.infer<typeof commandResultSchema>;

export const instanceIpQuery = z.object({ instanceIp: z.string().min(1) });
export type InstanceIpQuery = z.infer<typeof instanceIpQuery>;

export const cronJobSchema = z.object({
  name: z.string(),
  schedule: z.string(),
  command: z.string(),
  rawLine: z.string(),
});
export type CronJob = z.infer<typeof cronJobSchema>;

export const cronJobsSchema = z.object({ success: z.boolean(), jobs: z.array(cronJobSchema) });
export type CronJobs = z.infer<typeof cronJobsSchema>;

/** A memory amount in MB that may be missing: absent, null or not a number reads as null, so a
 * partial answer still validates (spec 1 §7: memory data is valid only when total, used, free
 * and available are all present; the panel decides, the answer is not refused). */
const memoryAmount = z.number().nullish().catch(null);

/** MB. The panel uses it only when all four are present. */
export const memoryInfoSchema = z.object({
  total: memoryAmount,
  used: memoryAmount,
  free: memoryAmount,
  available: memoryAmount,
});
export type MemoryInfo = z.infer<typeof memoryInfoSchema>;

/** One CPU sample of the last hour: average percent at a time (ISO text or epoch ms). */
export const cpuMetricSchema = z.object({
  timestamp: z.union([z.string(), z.number()]),
  average: z.number(),
});
export type CpuMetric = z.infer<typeof cpuMetricSchema>;

/** Memory and CPU are read independently: a broken memory part leaves the CPU chart drawing,
 * and a broken CPU list leaves the memory cards (each part falls back to null). */
export const serverMetricsSchema = z.object({
  memoryInfo: memoryInfoSchema.nullable().default(null).catch(null),
  metrics: z.array(cpuMetricSchema).nullable().default(null).catch(null),
});
export type ServerMetrics = z.infer<typeof serverMetricsSchema>;
