// Files on an instance: file access (blocking), app directories, uploaded files and plugins (spec 1 §2, §3, §7).
import { z } from "zod";
import { fileName, fileSchema, regionSchema } from "./common";

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

export const PLUGIN_DIRECTORIES = ["mod/", "local/", "theme/", "blocks/"] as const;
export const pluginDirectorySchema = z.enum(PLUGIN_DIRECTORIES, { message: "Please select a plugin directory." });
export type PluginDirectory = z.infer<typeof pluginDirectorySchema>;

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

const UPLOAD_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg|bmp|ico|mp4|webm|mov|avi|mkv|ogv|pdf|zip)$/i;
export const UPLOAD_TYPE_MESSAGE = "Only images, videos, PDF and zip files can be uploaded.";
export const PLUGIN_TYPE_MESSAGE = "Only zip files can be uploaded as plugins.";

const ZIP_TYPES = ["application/zip", "application/x-zip-compressed", "application/x-zip"];

/** Images, video, pdf and zip (spec 1 §5): by MIME type when the browser gave one, else by name. */
export function isAcceptedUpload(file: Blob): boolean {
  const type = file.type.toLowerCase();
  if (type.startsWith("image/") || type.startsWith("video/") || type === "application/pdf" || ZIP_TYPES.includes(type)) return true;
  const name = fileName(file);
  return type === "" || type === "application/octet-stream" ? name === undefined || UPLOAD_EXTENSIONS.test(name) : false;
}

/** Zip only (spec 1 §5). */
export function isZip(file: Blob): boolean {
  const name = fileName(file);
  if (name !== undefined) return /\.zip$/i.test(name);
  return file.type === "" || ZIP_TYPES.includes(file.type.toLowerCase());
}

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
