// Usage, performance and cloud-database reports (spec 3 §2, §3, §7).
import { z } from "zod";
import { TIMEFRAMES } from "@/lib/domain/reports";
import { deploymentTypeSchema, regionSchema } from "./common";
import { textOrEmpty } from "./instance";

export const reportInstanceSchema = z.object({
  name: z.string(),
  id: z.string(),
  domain: textOrEmpty,
  ip: textOrEmpty,
  lms: z.string(),
  deployment: deploymentTypeSchema,
});
export type ReportInstance = z.infer<typeof reportInstanceSchema>;

/** GET /instances/data answers data.data. */
export const instancesDataSchema = z.object({ data: z.object({ data: z.array(reportInstanceSchema) }) });
export type InstancesData = z.infer<typeof instancesDataSchema>;

// --- Usage report ---

export const timeframeSchema = z.enum(TIMEFRAMES);
export type Timeframe = z.infer<typeof timeframeSchema>;

/** Storage report query; month and year go with 1month and 6months, global has neither. */
export const storageReportQuery = z.object({
  ip: z.string().min(1),
  name: z.string().min(1),
  lms: z.string().min(1),
  deployment: deploymentTypeSchema,
  period: timeframeSchema,
  month: z.coerce.number().int().min(1).max(12).optional(),
  year: z.coerce.number().int().min(2000).max(9999).optional(),
});
export type StorageReportQuery = z.infer<typeof storageReportQuery>;

export const loginReportQuery = storageReportQuery.extend({ region: regionSchema });
export type LoginReportQuery = z.infer<typeof loginReportQuery>;

export const loginDataSchema = z.object({
  year: z.number(),
  month: z.number().optional(),
  dayOfMonth: z.number().optional(),
  amount: z.number(),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const loginReportSchema = z.object({ success: z.boolean(), logins: z.array(loginDataSchema) });
export type LoginReport = z.infer<typeof loginReportSchema>;

/** amount is in KB-like units: divided by 1024 it reads as MB. */
export const storageEntrySchema = z.object({
  year: z.number(),
  month: z.number().optional(),
  dayOfMonth: z.number().optional(),
  amount: z.number(),
});
export type StorageEntry = z.infer<typeof storageEntrySchema>;

export const storageReportSchema = z.object({ success: z.boolean(), storageHistory: z.array(storageEntrySchema) });
export type StorageReport = z.infer<typeof storageReportSchema>;

// --- Performance report ---

export const basicInstanceSchema = z.object({
  instanceId: z.string(),
  name: z.string(),
  publicIpAddress: textOrEmpty,
  shared: z.boolean(),
  domain: textOrEmpty,
  id: z.string(),
});
export type BasicInstance = z.infer<typeof basicInstanceSchema>;

export const basicInstanceListSchema = z.object({ success: z.boolean(), instances: z.array(basicInstanceSchema) });
export type BasicInstanceList = z.infer<typeof basicInstanceListSchema>;

/** An LMS (volume) of an instance. */
export const basicVolumeSchema = z.object({ id: z.string(), name: z.string(), domain: z.string() });
export type BasicVolume = z.infer<typeof basicVolumeSchema>;

export const basicVolumeListSchema = z.object({ success: z.boolean(), volumes: z.array(basicVolumeSchema) });
export type BasicVolumeList = z.infer<typeof basicVolumeListSchema>;

export const runningTaskSchema = z.object({
  classname: z.string(),
  type: z.string(),
  /** Seconds running. */
  time: z.number(),
  /** Epoch seconds. */
  timestarted: z.number(),
  hostname: z.string(),
  pid: z.union([z.number(), z.string()]),
  uniqueid: z.union([z.string(), z.number()]),
});
export type RunningTask = z.infer<typeof runningTaskSchema>;

/** eventDescription is replaced on screen by the bundled dictionary. */
export const eventSchema = z.object({
  eventName: z.string(),
  eventDescription: z.string().nullish(),
  count: z.number(),
});
export type ReportEvent = z.infer<typeof eventSchema>;

/** A row of a running-tasks or a daily-events report. */
export const reportRowSchema = z.union([runningTaskSchema, eventSchema]);
export type ReportRow = z.infer<typeof reportRowSchema>;

export const instanceReportBody = z.strictObject({
  instanceName: z.string().min(1),
  domains: z.array(z.string().min(1)).min(1),
  ip: z.string().min(1),
});
export type InstanceReportBody = z.infer<typeof instanceReportBody>;

/** Results keyed by domain. */
export const instanceReportSchema = z.object({
  success: z.boolean(),
  results: z.record(z.string(), z.array(reportRowSchema)),
});
export type InstanceReport = z.infer<typeof instanceReportSchema>;

export const ipQuery = z.object({ ip: z.string().min(1) });
export type IpQuery = z.infer<typeof ipQuery>;

export const domainReportSchema = z.object({ success: z.boolean(), results: z.array(reportRowSchema) });
export type DomainReport = z.infer<typeof domainReportSchema>;

export const onlineUsersSchema = z.object({ onlineUsers: z.number() });
export type OnlineUsers = z.infer<typeof onlineUsersSchema>;

// --- Cloud-database (DynamoDB) report ---

export const dynamoInstanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  ip: textOrEmpty,
  shared: z.boolean(),
});
export type DynamoInstance = z.infer<typeof dynamoInstanceSchema>;

export const dynamoInstancesSchema = z.object({ success: z.boolean(), instances: z.array(dynamoInstanceSchema) });
export type DynamoInstances = z.infer<typeof dynamoInstancesSchema>;

export const dynamoInstanceDataSchema = z.object({ canDelete: z.boolean() });
export type DynamoInstanceData = z.infer<typeof dynamoInstanceDataSchema>;

/** Domains as URLs (with scheme); the delete call strips the scheme. */
export const dynamoDomainsSchema = z.object({ success: z.boolean(), domains: z.array(z.string()) });
export type DynamoDomains = z.infer<typeof dynamoDomainsSchema>;

export const dynamoDomainDataSchema = z.object({ canDeleteDomain: z.boolean() });
export type DynamoDomainData = z.infer<typeof dynamoDomainDataSchema>;
