// Files on an instance: file access (blocking), app directories, uploaded files and plugins (spec 1 §2, §3, §7).
import { z } from "zod";
import {
  isAcceptedUpload, isZip, PLUGIN_DIRECTORIES, PLUGIN_DIRECTORY_REQUIRED_MESSAGE, PLUGIN_TYPE_MESSAGE, UPLOAD_TYPE_MESSAGE,
  type PluginDirectory,
} from "@/lib/domain/uploads";
import { fileSchema, regionSchema } from "./common";

// The upload rules live in lib/domain (the browser uses them without zod); the contract keeps exporting them.
export { isAcceptedUpload, isZip, PLUGIN_DIRECTORIES, PLUGIN_DIRECTORY_REQUIRED_MESSAGE, PLUGIN_TYPE_MESSAGE, UPLOAD_TYPE_MESSAGE };
export type { PluginDirectory };

// --- File access (dedicated deployments) ---

export const fileAccessQuery = z.object({
  domain: z.string().min(1),
  /** Below the site root; absent (or empty) at the root. */
  relativePath: z.string().optional(),
});
export type FileAccessQuery = z.infer<typeof fileAccessQuery>;

export const fileAccessEntrySchema = z.object({
  name: z.string(),
  path: z.string(),
  type: z.enum(["directory", "file"]),
  blocked: z.boolean(),
});
export type FileAccessEntry = z.infer<typeof fileAccessEntrySchema>;

export const fileAccessListSchema = z.object({
  success: z.boolean(),
  fileList: z.array(fileAccessEntrySchema),
  domain: z.string(),
  instanceIp: z.string(),
});
export type FileAccessList = z.infer<typeof fileAccessListSchema>;

export const NO_CHANGES_MESSAGE = "No changes to update";
/** Only the changed entries are sent. */
export const updateFileAccessBody = z.strictObject({
  ip: z.string().min(1),
  domain: z.string().min(1),
  files: z.array(fileAccessEntrySchema.strict()).min(1, { message: NO_CHANGES_MESSAGE }),
});
export type UpdateFileAccessBody = z.infer<typeof updateFileAccessBody>;

// --- Uploads (files and Totara plugins) ---

export const appDirectoryQuery = z.object({ ip: z.string().min(1), region: regionSchema });
export const appDirectorySchema = z.object({ paths: z.array(z.string()) });
export type AppDirectory = z.infer<typeof appDirectorySchema>;

export const pluginDirectorySchema = z.enum(PLUGIN_DIRECTORIES, { message: PLUGIN_DIRECTORY_REQUIRED_MESSAGE });

/** GET and DELETE of /file and /plugin: where on which server. */
export const uploadLocationQuery = z.object({ ip: z.string().min(1), path: z.string().min(1), region: regionSchema });
export type UploadLocationQuery = z.infer<typeof uploadLocationQuery>;

export const uploadedFileSchema = z.object({
  name: z.string(),
  /** Bytes. */
  size: z.number(),
  /** Epoch milliseconds or a date text, as the server lists it. */
  modifyTime: z.union([z.number(), z.string()]),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const fileListSchema = z.object({ files: z.array(uploadedFileSchema) });
export type UploadedFiles = z.infer<typeof fileListSchema>;
export const pluginListSchema = z.object({ plugins: z.array(uploadedFileSchema) });
export type UploadedPlugins = z.infer<typeof pluginListSchema>;

export const uploadFileBody = z.object({
  ip: z.string().min(1),
  path: z.string().min(1),
  file: fileSchema.refine(isAcceptedUpload, { message: UPLOAD_TYPE_MESSAGE }),
  action: z.string().min(1),
  region: regionSchema,
});
export type UploadFileBody = z.infer<typeof uploadFileBody>;

export const uploadPluginBody = z.object({
  ip: z.string().min(1),
  path: z.string().min(1),
  file: fileSchema.refine(isZip, { message: PLUGIN_TYPE_MESSAGE }),
  region: regionSchema,
});
export type UploadPluginBody = z.infer<typeof uploadPluginBody>;
