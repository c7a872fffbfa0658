// Instances: the list entity, instance data, sizes, contract tags, CDN, concurrency and opaque server data (spec 1 §3).
// The contract data rules (tag keys, description limit) are zod-free in lib/domain/contractData.
import { z } from "zod";
import { cdnState } from "@/lib/domain/cdn";
import { contractTagErrors, INSTANCE_TAG_KEYS } from "@/lib/domain/contractData";
import { INSTANCE_SIZES, SIZE_REQUIRED_MESSAGE, type InstanceSize } from "@/lib/domain/instanceSizes";
import {
  deploymentTypeSchema, motiveSchema, numberOrTextSchema, powerActionSchema, regionSchema, sslDaysRemainingSchema,
} from "./common";

/** Text the upstream may leave out or send as null (a stopped instance has no public IP): read as "". */
export const textOrEmpty = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** One row of GET /instances. `instaceType` is spelled so by the upstream. */
export const instanceSchema = z.object({
  instanceId: z.string(),
  name: z.string(),
  /** running, stopped and others; the full set is not shown. */
  state: z.string(),
  /** The size, e.g. t3.medium. */
  instaceType: z.string(),
  publicIpAddress: textOrEmpty,
  hasLoadBalancer: z.boolean(),
  /** The load-balancer DNS name, when there is one. */
  dns: z.string().nullable().default(null),
  lms: z.string(),
  domain: textOrEmpty,
  deploymentType: deploymentTypeSchema,
  version: z.string().nullable().default(null),
  /** true, false or unknown (null). */
  cdnEnabled: z.boolean().nullable().default(null),
});
export type Instance = z.infer<typeof instanceSchema>;

export const instanceListSchema = z.object({ instances: z.array(instanceSchema) });
export type InstanceList = z.infer<typeof instanceListSchema>;

/** A CSV cell of the instances report: free columns. */
export const reportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const instancesReportSchema = z.object({
  success: z.boolean(),
  data: z.array(z.record(z.string(), reportCellSchema)),
});
export type InstancesReport = z.infer<typeof instancesReportSchema>;

/** Query of GET /instances/{id}/data and /shared-server-data. */
export const instanceDataQuery = z.object({
  region: regionSchema,
  ip: z.string().min(1),
  lms: z.string().min(1),
  /** An instance without a domain still has data (its certificate reads NO SSL). */
  domain: z.string().optional(),
  deployment: deploymentTypeSchema,
});
export type InstanceDataQuery = z.infer<typeof instanceDataQuery>;

export const instanceDataSchema = z.object({
  isElasticIp: z.boolean(),
  isOutOfSupport: z.boolean(),
  version: z.string().nullable().default(null),
  sslDaysRemaining: sslDaysRemainingSchema,
  /** When present, overrides the certificate status computed from sslDaysRemaining. */
  state: z.string().optional(),
});
export type InstanceData = z.infer<typeof instanceDataSchema>;

/** Sizes offered on change (spec 1 §9), each family from smallest to largest. */
export const instanceSizeSchema = z.enum(INSTANCE_SIZES as [InstanceSize, ...InstanceSize[]], { message: SIZE_REQUIRED_MESSAGE });
export type { InstanceSize };

export const changeInstanceTypeBody = z.strictObject({
  region: regionSchema,
  instanceType: instanceSizeSchema,
});
export type ChangeInstanceTypeBody = z.infer<typeof changeInstanceTypeBody>;

export const renewSslBody = z.strictObject({
  instanceIp: z.string().min(1),
  instanceName: z.string().min(1),
  region: regionSchema,
  instanceInCDN: z.boolean(),
});
export type RenewSslBody = z.infer<typeof renewSslBody>;

/** What the server knows about an instance or an LMS, passed as is to the backup call. */
export const serverDataSchema = z.record(z.string(), z.unknown());
export type ServerData = z.infer<typeof serverDataSchema>;

export const serverInfoSchema = z.object({ success: z.boolean(), instanceData: serverDataSchema });
export type ServerInfo = z.infer<typeof serverInfoSchema>;

export const lmsInfoQuery = z.object({ region: regionSchema, volumeDomain: z.string().min(1) });
export type LmsInfoQuery = z.infer<typeof lmsInfoQuery>;

// --- Contract data (tags) ---

/** A tag as the upstream stores it (other keys than the contract's may be there). */
export const tagSchema = z.object({ Key: z.string(), Value: z.string() });
export type Tag = z.infer<typeof tagSchema>;

export const tagsSchema = z.object({ tags: z.array(tagSchema) });
export type Tags = z.infer<typeof tagsSchema>;

/** The contract form's tags as sent: known keys, at least one value, a valid branch, a short description. */
export const contractTagsSchema = z
  .array(z.strictObject({ Key: z.enum(INSTANCE_TAG_KEYS), Value: z.string() }))
  .superRefine((tags, ctx) => {
    for (const { index, message } of contractTagErrors(tags)) {
      ctx.addIssue({ code: "custom", message, ...(index === null ? {} : { path: [index, "Value"] }) });
    }
  });
export type ContractTags = z.infer<typeof contractTagsSchema>;

export const saveTagsBody = z.strictObject({ tags: contractTagsSchema, region: regionSchema });
export type SaveTagsBody = z.infer<typeof saveTagsBody>;

// --- Concurrency, Totara key, CDN ---

export const concurrencySchema = z.object({
  activeUsers: numberOrTextSchema.nullable().default(null),
  concurrency: numberOrTextSchema.nullable().default(null),
});
export type Concurrency = z.infer<typeof concurrencySchema>;

export const totaraKeyQuery = z.object({ region: regionSchema, ip: z.string().min(1), domain: z.string().min(1) });
export const totaraKeySchema = z.object({ upgradeKey: z.string().nullable().default(null) });
export type TotaraKey = z.infer<typeof totaraKeySchema>;

export const cdnStatusQuery = z.object({ domain: z.string().min(1) });
/** Tolerant on purpose: a non-boolean, non-null value is not a broken answer but one the form
 * reports ('An error has occurred. Invalid value received.', lib/domain/cdn), so it is passed on
 * as the CdnState "invalid" instead of failing the whole call. Absent reads as unknown. */
export const cdnStatusSchema = z.object({ cdnEnabled: z.unknown().transform(cdnState) });
export type CdnStatus = z.infer<typeof cdnStatusSchema>;

export const cdnToggleBody = z.strictObject({ domain: z.string().min(1), enabled: z.boolean() });
export type CdnToggleBody = z.infer<typeof cdnToggleBody>;

/** Start, stop or reboot with a motive (spec 1 §5). */
export const instanceActionBody = z.strictObject({
  action: powerActionSchema,
  region: regionSchema,
  reason: motiveSchema,
});
export type InstanceActionBody = z.infer<typeof instanceActionBody>;
