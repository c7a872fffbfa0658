// Volumes of an instance: the list entries, volume data and resizing (spec 1 §3, 2 §3, 3 §3).
import { z } from "zod";
import { MAX_VOLUME_SIZE_GIB } from "@/lib/domain/volumes";
import { deploymentTypeSchema, numberOrTextSchema, regionSchema, sslDaysRemainingSchema } from "./common";
import { textOrEmpty } from "./instance";

/** A volume (or LMS on a shared server). Ids starting with vol- are block volumes; others (nfs4) are not resizable. */
export const volumeSchema = z.object({
  instanceId: z.string(),
  instanceIp: z.string().optional(),
  deploymentType: deploymentTypeSchema.optional(),
  volumeId: z.string(),
  /** The device, e.g. /dev/xvdf; /dev/xvda is the root device. */
  partition: z.string(),
  lms: textOrEmpty,
  domain: textOrEmpty,
  version: z.string().nullable().default(null),
  client: textOrEmpty,
  /** GiB; unknown (null) for file systems. */
  size: z.number().nullable().default(null),
  usage: numberOrTextSchema.nullable().default(null),
  /** The certificate: days remaining, or a text such as NO SSL. */
  sslState: numberOrTextSchema.nullable().default(null),
  isMoodleData: z.boolean().optional(),
});
export type Volume = z.infer<typeof volumeSchema>;

export const volumeListSchema = z.object({
  success: z.boolean(),
  volumes: z.array(volumeSchema),
  message: z.string().optional(),
});
export type VolumeList = z.infer<typeof volumeListSchema>;

/** GET /instances/{id}/volumes: region, and the instance IP when the information modal asks. */
export const sharedVolumesQuery = z.object({ region: regionSchema, instanceIp: z.string().optional() });
export type SharedVolumesQuery = z.infer<typeof sharedVolumesQuery>;

export const dedicatedVolumeDataQuery = z.object({
  region: regionSchema,
  ip: z.string().min(1),
  volumeDeviceName: z.string().min(1),
});
export type DedicatedVolumeDataQuery = z.infer<typeof dedicatedVolumeDataQuery>;

export const volumeDataQuery = dedicatedVolumeDataQuery.extend({
  lms: z.string().min(1),
  domain: z.string().optional(),
  deployment: deploymentTypeSchema,
});
export type VolumeDataQuery = z.infer<typeof volumeDataQuery>;

export const volumeDataSchema = z.object({
  /** Storage used, as the upstream reports it. */
  storage: numberOrTextSchema.nullable().default(null),
  version: z.string().nullable().default(null),
  sslDaysRemaining: sslDaysRemainingSchema,
  state: z.string().optional(),
});
export type VolumeData = z.infer<typeof volumeDataSchema>;

/** The new size is the current size plus the chosen increment. */
export const resizeVolumeBody = z.strictObject({
  ip: z.string().min(1),
  size: z.number().int().positive().max(MAX_VOLUME_SIZE_GIB),
  deviceName: z.string().min(1),
  region: regionSchema,
});
export type ResizeVolumeBody = z.infer<typeof resizeVolumeBody>;

/** Start or stop of one LMS on a shared server (the LMS actions modal). */
export const volumeActionBody = z.strictObject({
  instanceIp: z.string().min(1),
  domain: z.string().min(1),
  action: z.enum(["start", "stop"]),
  region: regionSchema,
});
export type VolumeActionBody = z.infer<typeof volumeActionBody>;
