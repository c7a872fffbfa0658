// Parity of the user form's three modes with POST /users, PUT /users/{id} and POST
// /users/{id}/reset-password (spec 3 §2.10, §5): the same refusals in the spec's words. The
// password confirmations are the form's own check (no body carries them).
import { api } from "@/lib/contract";
import type { FieldErrors } from "@/lib/domain/forms/fieldErrors";
import {
  createUserBody, EMPTY_USER_FORM, resetPasswordBody, updateUserBody, userFormErrors, type UserFormMode, type UserFormValues,
} from "@/lib/domain/forms/consoleUser";
import { expectParity, type ParityCase } from "./parity";

const WEAK = "Must include 8+ chars, numbers, special chars and uppercase";

const PARITY: Record<UserFormMode, ParityCase<UserFormValues>> = {
  create: {
    endpoint: api.createUser,
    validate: (v) => userFormErrors("create", v),
    body: createUserBody,
    fields: { email: "id", firstName: "firstName", lastName: "lastName", password: "password", type: "type" },
  },
  edit: {
    endpoint: api.updateUser,
    validate: (v) => userFormErrors("edit", v),
    body: updateUserBody,
    fields: { firstName: "firstName", lastName: "lastName", type: "type" },
  },
  "reset-pass": {
    endpoint: api.resetPassword,
    validate: (v) => userFormErrors("reset-pass", v),
    body: resetPasswordBody,
    fields: { currentPassword: "currentPassword", newPassword: "newPassword" },
  },
};

const FILLED: UserFormValues = {
  ...EMPTY_USER_FORM,
  email: "ana.rojas@example.com",
  firstName: "Ana",
  lastName: "Rojas",
  password: "Segura#2026",
  confirmPassword: "Segura#2026",
  currentPassword: "Anterior!2025",
  newPassword: "Nueva$2026x",
  confirmNewPassword: "Nueva$2026x",
};

const samples: [UserFormMode, string, Partial<UserFormValues>, FieldErrors<UserFormValues>][] = [
  ["create", "complete", {}, {}],
  ["create", "an admin without a last name", { type: "admin", lastName: "" }, {}],
  ["create", "no e-mail", { email: "" }, { email: "Email is required" }],
  ["create", "an address without a domain", { email: "ana@" }, { email: "Email is invalid" }],
  ["create", "a blank first name", { firstName: "   " }, { firstName: "First Name is required" }],
  ["create", "no profile", { type: "" }, { type: "Profile is required" }],
  ["create", "no password", { password: "", confirmPassword: "" }, { password: "Password is required", confirmPassword: "Confirm Password is required" }],
  ["create", "no digit", { password: "Segura#ABC", confirmPassword: "Segura#ABC" }, { password: WEAK }],
  ["create", "no special character", { password: "Segura2026", confirmPassword: "Segura2026" }, { password: WEAK }],
  ["create", "no uppercase", { password: "segura#2026", confirmPassword: "segura#2026" }, { password: WEAK }],
  ["create", "seven characters", { password: "Se#2026", confirmPassword: "Se#2026" }, { password: WEAK }],
  ["create", "a confirmation that differs", { confirmPassword: "Segura#2027" }, { confirmPassword: "Passwords do not match" }],
  ["edit", "complete", {}, {}],
  ["edit", "a blank first name and no profile", { firstName: "", type: "" }, { firstName: "First Name is required", type: "Profile is required" }],
  ["reset-pass", "complete", {}, {}],
  ["reset-pass", "all blank", { currentPassword: "", newPassword: "", confirmNewPassword: "" }, {
    currentPassword: "Current Password is required",
    newPassword: "New Password is required",
    confirmNewPassword: "Confirm Password is required",
  }],
  ["reset-pass", "a weak new password", { newPassword: "nueva", confirmNewPassword: "nueva" }, { newPassword: WEAK }],
  ["reset-pass", "a confirmation that differs", { confirmNewPassword: "Nueva$2026y" }, { confirmNewPassword: "Passwords do not match" }],
];

it.each(samples)("%s, %s: the form and the BFF agree", async (mode, _sample, change, expected) => {
  await expectParity(PARITY[mode], { ...FILLED, ...change }, expected);
});
