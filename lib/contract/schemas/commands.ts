// Service commands, cron jobs and server metrics of the commands modal (spec 1 §2, §3, §7).
import { z } from "zod";
import type { Role } from "../types";
import { regionSchema } from "./common";

export const COMMANDS = [
  "restart-php", "status-php", "restart-web-service", "status-web-service", "update-system",
  "php-logs", "web-service-logs", "clean-php-logs", "clean-web-service-logs",
] as const;
export const commandSchema = z.enum(COMMANDS);
export type Command = z.infer<typeof commandSchema>;

/** Check Status and Get Logs: open to every role; the rest needs admin. */
export const READ_ONLY_COMMANDS: readonly Command[] = ["status-php", "status-web-service", "php-logs", "web-service-logs"];

/** The least role that may run a command (spec 1 §2 Commands modal). */
export function commandRole(command: Command): Role {
  return READ_ONLY_COMMANDS.includes(command) ? "manager" : "admin";
}

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

/** MB. The panel uses it only when all four are present. */
export const memoryInfoSchema = z.object({
  total: z.number().optional(),
  used: z.number().optional(),
  free: z.number().optional(),
  available: z.number().optional(),
});
export type MemoryInfo = z.infer<typeof memoryInfoSchema>;

/** One CPU sample of the last hour: average percent at a time (ISO text or epoch ms). */
export const cpuMetricSchema = z.object({
  timestamp: z.union([z.string(), z.number()]),
  average: z.number(),
});
export type CpuMetric = z.infer<typeof cpuMetricSchema>;

export const serverMetricsSchema = z.object({
  memoryInfo: memoryInfoSchema.nullable().default(null),
  metrics: z.array(cpuMetricSchema).nullable().default(null),
});
export type ServerMetrics = z.infer<typeof serverMetricsSchema>;
