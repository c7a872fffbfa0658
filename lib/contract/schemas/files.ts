// Files on an instance: file access (blocking), app directories, uploaded files and plugins (spec 1 §2, §3, §7).
import { z } from "zod";
import { FILE_ACCESS_MESSAGES } from "@/lib/domain/fileAccess";
import { pathClimbError } from "@/lib/domain/pathSafety";
import {
  checkUpload, PLUGIN_DIRECTORIES, PLUGIN_DIRECTORY_REQUIRED_MESSAGE, PLUGIN_TYPE_MESSAGE, UPLOAD_PATH_REQUIRED_MESSAGE, UPLOAD_TYPE_MESSAGE,
  uploadNameError, type PluginDirectory, type UploadKind,
} from "@/lib/domain/uploads";
import { fileSchema, regionSchema } from "./common";

// The upload rules live in lib/domain (the browser uses them without zod); the contract keeps exporting them.
export { checkUpload, PLUGIN_DIRECTORIES, PLUGIN_DIRECTORY_REQUIRED_MESSAGE, PLUGIN_TYPE_MESSAGE, UPLOAD_TYPE_MESSAGE };
export type { PluginDirectory };

/** Adds the domain rule's message as an issue: the one rule, its own words. */
function ruled<T>(rule: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const problem = rule(value);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  };
}

/** A path-like text without `..` segments, however encoded or separated (lib/domain/pathSafety). */
const safePath = () => z.string().superRefine(ruled(pathClimbError));

/** An uploaded file, decided by its name and first bytes (async: it reads them), never by its Content-Type. */
const uploadSchema = (kind: UploadKind) =>
  fileSchema.superRefine(async (file, ctx) => {
    const problem = await checkUpload(kind, file);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * The `{name}` of DELETE /file/{id}/{name} and /plugin/{id}/{name}: a file name, never a path.
 * The endpoint table has no place for path-parameter schemas yet, so the BFF cannot apply it
 * by itself; the embedded upstream applies the same domain rule.
 */
export const uploadedNameParam = z.string().superRefine(ruled((name: string) => uploadNameError(name) ?? pathClimbError(name)));
/** The path parameters of deleting an uploaded file or plugin: the name must be a plain file name. */
export const uploadedFileParams = z.object({ id: z.string().min(1), name: uploadedNameParam });

// --- File access (dedicated deployments) ---

export const fileAccessQuery = z.object({
  domain: z.string().min(1),
  /** Below the site root; absent (or empty) at the root. */
  relativePath: safePath().optional(),
});
export type FileAccessQuery = z.infer<typeof fileAccessQuery>;

export const fileAccessEntrySchema = z.object({
  name: z.string(),
  path: z.string(),
  type: z.enum(["directory", "file"]),
  blocked: z.boolean(),
});
export type FileAccessEntry = z.infer<typeof fileAccessEntrySchema>;

/** An entry the console sends back: its name and path may not climb out of the site. */
const fileAccessChangeSchema = z.strictObject({
  name: safePath(),
  path: safePath(),
  type: z.enum(["directory", "file"]),
  blocked: z.boolean(),
});

export const fileAccessListSchema = z.object({
  success: z.boolean(),
  fileList: z.array(fileAccessEntrySchema),
  domain: z.string(),
  instanceIp: z.string(),
});
export type FileAccessList = z.infer<typeof fileAccessListSchema>;

/** Only the changed entries are sent. */
export const updateFileAccessBody = z.strictObject({
  ip: z.string().min(1),
  domain: z.string().min(1),
  files: z.array(fileAccessChangeSchema).min(1, { message: FILE_ACCESS_MESSAGES.noChanges }),
});
export type UpdateFileAccessBody = z.infer<typeof updateFileAccessBody>;

// --- Uploads (files and Totara plugins) ---

export const appDirectoryQuery = z.object({ ip: z.string().min(1), region: regionSchema });
export const appDirectorySchema = z.object({ paths: z.array(z.string()) });
export type AppDirectory = z.infer<typeof appDirectorySchema>;

export const pluginDirectorySchema = z.enum(PLUGIN_DIRECTORIES, { message: PLUGIN_DIRECTORY_REQUIRED_MESSAGE });

/** GET and DELETE of /file and /plugin: where on which server. */
export const uploadLocationQuery = z.object({ ip: z.string().min(1), path: safePath().min(1), region: regionSchema });
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
  path: safePath().min(1, { message: UPLOAD_PATH_REQUIRED_MESSAGE }),
  file: uploadSchema("FILE"),
  action: z.string().min(1),
  region: regionSchema,
});
export type UploadFileBody = z.infer<typeof uploadFileBody>;

export const uploadPluginBody = z.object({
  ip: z.string().min(1),
  path: safePath().min(1, { message: UPLOAD_PATH_REQUIRED_MESSAGE }),
  file: uploadSchema("PLUGIN"),
  region: regionSchema,
});
export type UploadPluginBody = z.infer<typeof uploadPluginBody>;
