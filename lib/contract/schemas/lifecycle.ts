// Deletion, backup, upgrade and rollback of instances and LMSs (spec 2 §3, §4, §7).
// The actions, statuses and messages are zod-free in lib/domain/lifecycle.
import { z } from "zod";
import { INVALID_PARAMETERS_MESSAGE, PROCESS_STATUSES, RESOURCE_STATUSES, UPGRADE_PROCESSES } from "@/lib/domain/lifecycle";
import { deploymentTypeSchema, regionSchema } from "./common";
import { serverDataSchema } from "./instance";

// --- Deletion ---

/** POST /instances/delete-request: a whole instance, or one LMS (volumeId) of it. */
export const deleteRequestBody = z.strictObject({
  resources: z.strictObject({
    instanceId: z.string().min(1, { message: INVALID_PARAMETERS_MESSAGE }),
    volumeId: z.string().min(1, { message: INVALID_PARAMETERS_MESSAGE }).optional(),
  }),
  deleteLMS: z.boolean(),
  region: regionSchema,
  /** True unless 'Do not delete domain' is checked. */
  deleteDomain: z.boolean(),
});
export type DeleteRequestBody = z.infer<typeof deleteRequestBody>;

export const deleteDetailsQuery = z.object({
  token: z.string().min(1),
  /** 'delete-lms' deletes the LMS as well. */
  action: z.string().min(1),
  region: regionSchema,
});
export type DeleteDetailsQuery = z.infer<typeof deleteDetailsQuery>;

const deleteResourcesShape = {
  instanceId: z.string(),
  instanceName: z.string(),
  /** null: the domain is not deleted. */
  domain: z.string().nullable().default(null),
  instanceIp: z.string(),
  deleteRDS: z.boolean(),
  /** Some resources must be deleted by hand (the page shows a notice). */
  deleteManual: z.boolean().default(false),
  dbInstanceIdentifier: z.string().nullable().default(null),
  dbName: z.string().nullable().default(null),
};
/** What a delete token stands for. */
export const deleteResourcesSchema = z.object(deleteResourcesShape);
export type DeleteResources = z.infer<typeof deleteResourcesSchema>;

export const deleteDetailsSchema = z.object({ resources: deleteResourcesSchema, deleteDomain: z.boolean() });
export type DeleteDetails = z.infer<typeof deleteDetailsSchema>;

/** POST /instances/{id}/delete: the resources as the details call gave them. */
export const deleteInstanceBody = z.strictObject({
  deleteLMS: z.boolean(),
  resources: z.strictObject(deleteResourcesShape),
  region: regionSchema,
  deleteDomain: z.boolean(),
});
export type DeleteInstanceBody = z.infer<typeof deleteInstanceBody>;

export const deleteInstanceSchema = z.object({
  outputFileId: z.string().min(1),
  success: z.boolean().optional(),
  message: z.string().optional(),
});
export type DeleteInstance = z.infer<typeof deleteInstanceSchema>;

export const resourcesStatusBody = z.strictObject({
  token: z.string().min(1),
  status: z.enum(RESOURCE_STATUSES),
});
export type ResourcesStatusBody = z.infer<typeof resourcesStatusBody>;

// --- Backup ---

/** POST /backup/{instanceId}: instanceData is what server-info or lms-info returned. */
export const backupBody = z.strictObject({
  region: regionSchema,
  instanceName: z.string().min(1),
  instanceData: serverDataSchema,
});
export type BackupBody = z.infer<typeof backupBody>;

export const backupLinkQuery = z.object({ fileUniqueId: z.string().min(1), region: regionSchema });
export type BackupLinkQuery = z.infer<typeof backupLinkQuery>;

export const backupLinkSchema = z.object({ backupURL: z.url() });
export type BackupLink = z.infer<typeof backupLinkSchema>;

// --- Upgrade and rollback ---

export const upgradeDetailsQuery = z.object({
  region: regionSchema,
  token: z.string().min(1),
  action: z.string().min(1),
  process: z.enum(UPGRADE_PROCESSES),
});
export type UpgradeDetailsQuery = z.infer<typeof upgradeDetailsQuery>;

const upgradeRequestShape = {
  instanceId: z.string(),
  instanceName: z.string(),
  instanceIp: z.string(),
  /** Shared deployments only. */
  volumeId: z.string().nullable().default(null),
  volumeName: z.string().nullable().default(null),
  domain: z.string(),
  lms: z.string(),
  /** The site root directory. */
  appDirectory: z.string(),
  /** Not part of a rollback. */
  moodledataDirectory: z.string().nullable().default(null),
  dbInstanceId: z.string(),
  dbName: z.string(),
};
/** What an upgrade or rollback token stands for. */
export const upgradeRequestSchema = z.object(upgradeRequestShape);
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;

export const upgradeDetailsSchema = z.object({ success: z.boolean(), request: upgradeRequestSchema });
export type UpgradeDetails = z.infer<typeof upgradeDetailsSchema>;

export const upgradeLmsBody = z.strictObject({
  token: z.string().min(1),
  parameters: z.strictObject(upgradeRequestShape),
  deployment: deploymentTypeSchema,
});
export type UpgradeLmsBody = z.infer<typeof upgradeLmsBody>;

export const rollbackLmsBody = z.strictObject({
  token: z.string().min(1),
  parameters: z.strictObject(upgradeRequestShape),
});
export type RollbackLmsBody = z.infer<typeof rollbackLmsBody>;

export const processStartSchema = z.object({
  success: z.boolean(),
  outputFileId: z.string().min(1),
  message: z.string().optional(),
});
export type ProcessStart = z.infer<typeof processStartSchema>;

export const cancelUpgradeQuery = z.object({ token: z.string().min(1), status: z.literal("canceled") });
export type CancelUpgradeQuery = z.infer<typeof cancelUpgradeQuery>;

/** The manual update: the LMS name typed to confirm, plus the volume for shared deployments. */
export const createUpgradeRequestBody = z
  .strictObject({
    parameters: z.strictObject({
      name: z.string().trim().min(1, { message: INVALID_PARAMETERS_MESSAGE }),
      volumeId: z.string().min(1, { message: INVALID_PARAMETERS_MESSAGE }).optional(),
    }),
    deployment: deploymentTypeSchema,
  })
  .superRefine((body, ctx) => {
    if (body.deployment === "shared" && !body.parameters.volumeId) {
      ctx.addIssue({ code: "custom", path: ["parameters", "volumeId"], message: INVALID_PARAMETERS_MESSAGE });
    }
  });
export type CreateUpgradeRequestBody = z.infer<typeof createUpgradeRequestBody>;

export const upgradeProcessSchema = z.object({
  content: z.string().default(""),
  processStatus: z.enum(PROCESS_STATUSES),
});
export type UpgradeProcess = z.infer<typeof upgradeProcessSchema>;
