// The user form's three modes (spec 3 §2.10, §5): create (e-mail, names, password twice,
// profile), edit (names, profile) and reset-pass (current, new and confirmed password). The
// messages are the spec's, from lib/domain/consoleUsers, the same rules the BFF's schemas apply.
import type { Role } from "@/lib/contract/types";
import { confirmPasswordError, firstNameError, passwordError, USER_MESSAGES, userEmailError } from "../consoleUsers";
import { compactErrors, type FieldErrors } from "./fieldErrors";

export const USER_FORM_MODES = ["create", "edit", "reset-pass"] as const;
export type UserFormMode = (typeof USER_FORM_MODES)[number];

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  /** The profile choice; "" only when nothing was chosen. */
  type: Role | "";
}

export const EMPTY_USER_FORM: UserFormValues = {
  email: "",
  firstName: "",
  lastName: "",
  password: "",
  confirmPassword: "",
  currentPassword: "",
  newPassword: "",
  confirmNewPassword: "",
  // The spec's default profile.
  type: "manager",
};

/** The profile choices, in the spec's words (spec 3 §2.10). */
export const PROFILE_OPTIONS: readonly { value: Role; label: string }[] = [
  { value: "manager", label: "Manager" },
  { value: "admin", label: "Admin" },
  { value: "superadmin", label: "Super Admin" },
];

export function userFormErrors(mode: UserFormMode, v: UserFormValues): FieldErrors<UserFormValues> {
  if (mode === "reset-pass") {
    return compactErrors<UserFormValues>({
      currentPassword: v.currentPassword === "" ? USER_MESSAGES.currentPasswordRequired : undefined,
      newPassword: passwordError(v.newPassword, USER_MESSAGES.newPasswordRequired) ?? undefined,
      confirmNewPassword: confirmPasswordError(v.newPassword, v.confirmNewPassword) ?? undefined,
    });
  }
  const errors: FieldErrors<UserFormValues> = {
    firstName: firstNameError(v.firstName) ?? undefined,
    type: v.type === "" ? USER_MESSAGES.profileRequired : undefined,
  };
  if (mode === "create") {
    errors.email = userEmailError(v.email) ?? undefined;
    errors.password = passwordError(v.password, USER_MESSAGES.passwordRequired) ?? undefined;
    errors.confirmPassword = confirmPasswordError(v.password, v.confirmPassword) ?? undefined;
  }
  return compactErrors(errors);
}

/** The body of POST /users (create), PUT /users/{id} (edit) or POST /users/{id}/reset-password. */
export function createUserBody(v: UserFormValues) {
  return { id: v.email.trim(), firstName: v.firstName.trim(), lastName: v.lastName.trim(), type: v.type as Role, password: v.password };
}
export function updateUserBody(v: UserFormValues) {
  return { firstName: v.firstName.trim(), lastName: v.lastName.trim(), type: v.type as Role };
}
export function resetPasswordBody(v: UserFormValues) {
  return { currentPassword: v.currentPassword, newPassword: v.newPassword };
}

/** The server's field names for the form's (the body says `id` for the e-mail). */
export function userFormFields(fields: Record<string, string>): Record<string, string> {
  const { id, ...rest } = fields;
  return id === undefined ? rest : { ...rest, email: id };
}
