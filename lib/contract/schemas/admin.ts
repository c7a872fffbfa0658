// The admin dashboard: console users, passwords and installation packages (spec 3 §2.9–2.11, §3, §5, §7).
import { z } from "zod";
import { ROLES } from "../types";
import { evenWithFieldErrors, fileName, fileSchema, formBooleanSchema } from "./common";

// --- Console users ---

/** A console user; the id is the user's e-mail address. */
export const consoleUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().default(""),
  type: z.enum(ROLES),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;

export const consoleUsersSchema = z.object({ success: z.boolean(), users: z.array(consoleUserSchema) });
export type ConsoleUsers = z.infer<typeof consoleUsersSchema>;

export const consoleUserResponseSchema = z.object({ success: z.boolean(), user: consoleUserSchema });
export type ConsoleUserResponse = z.infer<typeof consoleUserResponseSchema>;

export const USER_MESSAGES = {
  firstNameRequired: "First Name is required",
  profileRequired: "Profile is required",
  emailRequired: "Email is required",
  emailInvalid: "Email is invalid",
  passwordRequired: "Password is required",
  confirmPasswordRequired: "Confirm Password is required",
  passwordsDoNotMatch: "Passwords do not match",
  currentPasswordRequired: "Current Password is required",
  newPasswordRequired: "New Password is required",
  passwordStrength: "Must include 8+ chars, numbers, special chars and uppercase",
} as const;

/** The simple address pattern of the user form. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a password may use to satisfy the rule. */
export const PASSWORD_SPECIAL_CHARACTERS = "!@#$%^&*()_+-=[]{};':\"\\|,.<>/?~`";

/** 8+ characters with a digit, a special character and an uppercase letter. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\d/.test(password) &&
    /[A-Z]/.test(password) &&
    [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))
  );
}

const strongPassword = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { message: requiredMessage, abort: true })
    .refine(isStrongPassword, { message: USER_MESSAGES.passwordStrength });

const profileSchema = z.enum(ROLES, { message: USER_MESSAGES.profileRequired });
const firstNameSchema = z.string({ error: USER_MESSAGES.firstNameRequired }).trim().min(1, { message: USER_MESSAGES.firstNameRequired });

export const createUserBody = z.strictObject({
  firstName: firstNameSchema,
  lastName: z.string().trim(),
  type: profileSchema,
  /** The e-mail address. */
  id: z
    .string({ error: USER_MESSAGES.emailRequired })
    .trim()
    .min(1, { message: USER_MESSAGES.emailRequired, abort: true })
    .regex(SIMPLE_EMAIL_PATTERN, { message: USER_MESSAGES.emailInvalid }),
  password: strongPassword(USER_MESSAGES.passwordRequired),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z.strictObject({
  firstName: firstNameSchema,
  lastName: z.string().trim(),
  type: profileSchema,
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const resetPasswordBody = z.strictObject({
  currentPassword: z
    .string({ error: USER_MESSAGES.currentPasswordRequired })
    .min(1, { message: USER_MESSAGES.currentPasswordRequired }),
  newPassword: strongPassword(USER_MESSAGES.newPasswordRequired),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

// --- Packages ---

export const PACKAGE_ACCESS = ["rw", "ro"] as const;
export type PackageAccess = (typeof PACKAGE_ACCESS)[number];
export const PACKAGE_CATEGORIES = ["basic", "pro"] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

export const PACKAGE_MESSAGES = {
  fileRequired: "Please select a file",
  invalidFileType: "Invalid file type. Accepted types are: .zip, .tgz, .gz, .tar.gz",
  accessRequired: "Access type is required",
  invalidAccess: "Invalid access type",
  categoryRequired: "Category is required for plugins",
  pluginPathRequired: "Select the Moodle directory where the plugin will be installed",
  invalidAccessChange: "Invalid access type. Must be one of the following: read write (rw) or read only (ro).",
  readOnlyDelete: "This package is read only. It cannot be deleted.",
} as const;

export const packageSchema = z.object({
  key: z.string(),
  /** Bytes. */
  size: z.number(),
  lastModified: z.string(),
  access: z.enum(PACKAGE_ACCESS),
});
export type Package = z.infer<typeof packageSchema>;

export const packagesSchema = z.object({ success: z.boolean(), packages: z.array(packageSchema) });
export type Packages = z.infer<typeof packagesSchema>;

/** .zip, .tgz, .gz (so .tar.gz); a nameless blob is judged by the server. */
export function isPackageFile(file: Blob): boolean {
  const name = fileName(file);
  return name === undefined || /\.(zip|tgz|gz)$/i.test(name);
}

/** A Moodle plugin directory such as admin/tool, blocks, lib/editor or mod. */
export const PLUGIN_PATH_PATTERN = /^[a-z0-9_]+(?:\/[a-z0-9_]+)*$/;

/** POST /packages-s3 and the package create form, multipart. */
export const uploadPackageBody = z
  .object({
    file: fileSchema.refine(isPackageFile, { message: PACKAGE_MESSAGES.invalidFileType }),
    access: z.enum(PACKAGE_ACCESS, {
      error: (issue) => (issue.input === undefined || issue.input === "" ? PACKAGE_MESSAGES.accessRequired : PACKAGE_MESSAGES.invalidAccess),
    }),
    isPlugin: formBooleanSchema,
    category: z.enum(["", ...PACKAGE_CATEGORIES], { message: PACKAGE_MESSAGES.categoryRequired }).optional(),
    pluginPath: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.isPlugin !== "true") return;
    if (typeof form.category !== "string" || form.category === "") {
      ctx.addIssue({ code: "custom", path: ["category"], message: PACKAGE_MESSAGES.categoryRequired });
    }
    if (typeof form.pluginPath !== "string" || !PLUGIN_PATH_PATTERN.test(form.pluginPath)) {
      ctx.addIssue({ code: "custom", path: ["pluginPath"], message: PACKAGE_MESSAGES.pluginPathRequired });
    }
  }, evenWithFieldErrors);
export type UploadPackageBody = z.infer<typeof uploadPackageBody>;

export const packageKeyQuery = z.object({ key: z.string().min(1) });
export type PackageKeyQuery = z.infer<typeof packageKeyQuery>;

export const setPackageAccessBody = z.strictObject({
  access: z.enum(PACKAGE_ACCESS, { message: PACKAGE_MESSAGES.invalidAccessChange }),
});
export type SetPackageAccessBody = z.infer<typeof setPackageAccessBody>;
