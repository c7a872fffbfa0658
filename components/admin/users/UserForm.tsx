"use client";
// The fields of one user form mode (spec 3 §2.10): create (Email, names, Password, Confirm
// Password, Profile), edit (names, Profile) or reset-pass (Current, New and Confirm New
// Password). The button reads Create User, Update User or Reset Password, "Processing..." while
// the call runs.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ApiError } from "@/lib/client/ApiError";
import type { ConsoleUser } from "@/lib/contract/schemas/admin";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import {
  createUserBody, EMPTY_USER_FORM, PROFILE_OPTIONS, resetPasswordBody, updateUserBody, userFormErrors, userFormFields,
  type UserFormMode, type UserFormValues,
} from "@/lib/domain/forms/consoleUser";
import { useCloseRouteModal } from "@/components/common/RouteModal";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import SelectField from "@/components/common/SelectField";
import { useCreateUser, useResetPassword, useUpdateUser } from "@/data/admin/useAdmin";

const SUBMIT_LABELS: Record<UserFormMode, string> = { create: "Create User", edit: "Update User", "reset-pass": "Reset Password" };

export default function UserForm({ mode, user, closeTo }: { mode: UserFormMode; user?: ConsoleUser; closeTo: string }) {
  const { notify } = useNotice();
  const close = useCloseRouteModal(closeTo);
  const create = useCreateUser();
  const update = useUpdateUser();
  const reset = useResetPassword();
  const form = useConsoleForm<UserFormValues>({
    initialValues: user ? { ...EMPTY_USER_FORM, email: user.id, firstName: user.firstName, lastName: user.lastName, type: user.type } : EMPTY_USER_FORM,
    validate: (values) => userFormErrors(mode, values),
    async onSubmit(values) {
      try {
        const answer =
          mode === "create"
            ? await create.trigger({ body: createUserBody(values) })
            : mode === "edit"
              ? await update.trigger({ params: { userId: user!.id }, body: updateUserBody(values) })
              : await reset.trigger({ params: { userId: user!.id }, body: resetPasswordBody(values) });
        notify(answer.message, "success");
        close();
      } catch (err) {
        if (err instanceof ApiError) form.showErrors(userFormFields(err.fields), err.status === 0 ? ADMIN_MESSAGES.requestFailed : err.message);
        else form.setFormError(ADMIN_MESSAGES.requestFailed);
      }
    },
  });

  const text = (name: keyof UserFormValues & ("email" | "firstName" | "lastName"), label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField label={label} size="small" fullWidth required={name !== "lastName"} {...extra} {...form.field(name)} />
  );
  const password = (name: "password" | "confirmPassword" | "currentPassword" | "newPassword" | "confirmNewPassword", label: string, autoComplete: string) => (
    <TextField label={label} type="password" size="small" fullWidth required autoComplete={autoComplete} {...form.field(name)} />
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {mode !== "create" && user ? (
          <Typography variant="body2">
            User: <strong>{user.id}</strong>
          </Typography>
        ) : null}
        {mode === "create" ? text("email", "Email", { type: "email", autoComplete: "off" }) : null}
        {mode !== "reset-pass" ? (
          <>
            {text("firstName", "First Name")}
            {text("lastName", "Last Name")}
          </>
        ) : null}
        {mode === "create" ? (
          <>
            {password("password", "Password", "new-password")}
            {password("confirmPassword", "Confirm Password", "new-password")}
          </>
        ) : null}
        {mode === "reset-pass" ? (
          <>
            {password("currentPassword", "Current Password", "off")}
            {password("newPassword", "New Password", "new-password")}
            {password("confirmNewPassword", "Confirm New Password", "new-password")}
          </>
        ) : null}
        {mode !== "reset-pass" ? <SelectField label="Profile" required options={PROFILE_OPTIONS} {...form.field("type")} /> : null}
        {form.formError ? (
          <Typography role="alert" color="error" variant="body2">
            {form.formError}
          </Typography>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={form.submitting}>
            {form.submitting ? "Processing..." : SUBMIT_LABELS[mode]}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
