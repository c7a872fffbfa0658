// The admin dashboard: console users, passwords and installation packages (spec 3 §2.9–2.11, §3, §5, §7).
// The messages and rules behind these schemas are zod-free in lib/domain/consoleUsers and lib/domain/packages.
import { z } from "zod";
import { firstNameError, passwordError, USER_MESSAGES, userEmailError } from "@/lib/domain/consoleUsers";
import { checkPackageFile, PACKAGE_ACCESS, PACKAGE_CATEGORIES, PACKAGE_MESSAGES, packageAccessError, pluginFieldErrors } from "@/lib/domain/packages";
import { ROLES } from "../types";
import { evenWithFieldErrors, fileSchema, formBooleanSchema } from "./common";

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

/** Adds the domain rule's message as an issue: the one rule, its own words. */
function ruled<T>(rule: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const problem = rule(value);
    if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
  };
}

const strongPassword = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).superRefine(ruled((password: string) => passwordError(password, requiredMessage)));

const profileSchema = z.enum(ROLES, { message: USER_MESSAGES.profileRequired });
const firstNameSchema = z.string({ error: USER_MESSAGES.firstNameRequired }).trim().superRefine(ruled(firstNameError));

export const createUserBody = z.strictObject({
  firstName: firstNameSchema,
  lastName: z.string().trim(),
  type: profileSchema,
  /** The e-mail address. */
  id: z.string({ error: USER_MESSAGES.emailRequired }).trim().superRefine(ruled(userEmailError)),
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

/** POST /packages-s3 and the package create form, multipart. */
export const uploadPackageBody = z
  .object({
    // By name and by content (async: it reads the file's first bytes).
    file: fileSchema.superRefine(async (file, ctx) => {
      const problem = await checkPackageFile(file);
      if (problem !== null) ctx.addIssue({ code: "custom", message: problem });
    }),
    access: z.enum(PACKAGE_ACCESS, { error: (issue) => packageAccessError(issue.input) ?? PACKAGE_MESSAGES.invalidAccess }),
    isPlugin: formBooleanSchema,
    category: z.enum(["", ...PACKAGE_CATEGORIES], { message: PACKAGE_MESSAGES.categoryRequired }).optional(),
    pluginPath: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    for (const [field, message] of Object.entries(pluginFieldErrors(form))) {
      ctx.addIssue({ code: "custom", path: [field], message });
    }
  }, evenWithFieldErrors);
export type UploadPackageBody = z.infer<typeof uploadPackageBody>;

export const packageKeyQuery = z.object({ key: z.string().min(1) });
export type PackageKeyQuery = z.infer<typeof packageKeyQuery>;

export const setPackageAccessBody = z.strictObject({
  access: z.enum(PACKAGE_ACCESS, { message: PACKAGE_MESSAGES.invalidAccessChange }),
});
export type SetPackageAccessBody = z.infer<typeof setPackageAccessBody>;
