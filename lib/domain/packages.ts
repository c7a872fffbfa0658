// Installation packages and plugins of the admin dashboard (spec 3 §2.11, §3, §5, §9): access
// and category values, the messages, which files are packages and where a plugin goes. Pure and
// zod-free: the package form checks with these before sending, and the contract's package
// schemas (BFF) call the same functions.
import { extensionOf, hasSignature, SIGNATURE_BYTES, type FileKind } from "./fileSignature";
import { isMoodlePluginPath } from "./moodlePluginPaths";
import { contentMismatchMessage, fileName, newUploadNameError } from "./uploads";

export const PACKAGE_ACCESS = ["rw", "ro"] as const;
export type PackageAccess = (typeof PACKAGE_ACCESS)[number];
export const PACKAGE_CATEGORIES = ["basic", "pro"] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

/** A multipart file field left empty (packages, and every other multipart file of the contract). */
export const FILE_REQUIRED_MESSAGE = "Please select a file";

export const PACKAGE_MESSAGES = {
  fileRequired: FILE_REQUIRED_MESSAGE,
  invalidFileType: "Invalid file type. Accepted types are: .zip, .tgz, .gz, .tar.gz",
  accessRequired: "Access type is required",
  invalidAccess: "Invalid access type",
  categoryRequired: "Category is required for plugins",
  pluginPathRequired: "Select the Moodle directory where the plugin will be installed",
  invalidAccessChange: "Invalid access type. Must be one of the following: read write (rw) or read only (ro).",
  readOnlyDelete: "This package is read only. It cannot be deleted.",
} as const;

export function isPackageAccess(value: unknown): value is PackageAccess {
  return typeof value === "string" && (PACKAGE_ACCESS as readonly string[]).includes(value);
}

/** Package extension → what its bytes must be: a zip archive, or gzip (.tgz, .gz, so .tar.gz). */
const PACKAGE_KINDS: Readonly<Record<string, FileKind>> = { zip: "zip", tgz: "gzip", gz: "gzip" };

/** By name only: .zip, .tgz, .gz (so .tar.gz). What the file picker hints; checkPackageFile decides. */
export function isPackageName(name: string): boolean {
  return Object.hasOwn(PACKAGE_KINDS, extensionOf(name));
}

/** The file picker's `accept` (a hint: dropped files are checked by checkPackageFile). */
export const PACKAGE_ACCEPT = ".zip,.tgz,.gz,.tar.gz";

/**
 * Why `file` may not be uploaded as a package, or null when it may: a plain file name with an
 * accepted extension, and first bytes that are what the extension says (a `.tgz` that is really
 * a PHP script is refused). The one rule of the form, the contract (BFF) and the embedded upstream.
 */
export async function checkPackageFile(file: Blob): Promise<string | null> {
  const name = fileName(file);
  const badName = newUploadNameError(name);
  if (badName !== null) return badName;
  if (name === undefined || !isPackageName(name)) return PACKAGE_MESSAGES.invalidFileType;
  const extension = extensionOf(name);
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return hasSignature(head, PACKAGE_KINDS[extension]) ? null : contentMismatchMessage(name, extension);
}

/** Blank or absent reads "Access type is required", anything but rw or ro "Invalid access type". */
export function packageAccessError(value: unknown): string | null {
  if (value === undefined || value === "") return PACKAGE_MESSAGES.accessRequired;
  return isPackageAccess(value) ? null : PACKAGE_MESSAGES.invalidAccess;
}

/** What a plugin upload needs besides the file: a category and a plugin directory. Field →
 * message; empty for a package that is not a plugin. `isPlugin` is the form's "true"/"false". */
export function pluginFieldErrors(form: { isPlugin?: unknown; category?: unknown; pluginPath?: unknown }): {
  category?: string;
  pluginPath?: string;
} {
  if (form.isPlugin !== "true") return {};
  const errors: { category?: string; pluginPath?: string } = {};
  if (typeof form.category !== "string" || form.category === "") errors.category = PACKAGE_MESSAGES.categoryRequired;
  if (!isMoodlePluginPath(form.pluginPath)) errors.pluginPath = PACKAGE_MESSAGES.pluginPathRequired;
  return errors;
}

/** Read-only packages cannot be deleted (checked in the browser, spec 3 §5). */
export function packageDeleteError(access: PackageAccess): string | null {
  return access === "ro" ? PACKAGE_MESSAGES.readOnlyDelete : null;
}
