"use client";
// The user form (spec 3 §2.10, §5) in its modal (spec 3 §2.9): Add User, Edit User or Reset
// Password. Edit and reset-pass load the user first. Every field is checked with the spec's
// messages before anything is sent; the server's own refusals land on their fields, its message
// on success is shown and the modal closes to the list.
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import type { UserFormMode } from "@/lib/domain/forms/consoleUser";
import { adminListHref } from "@/lib/routing/adminRoutes";
import RouteModal from "@/components/common/RouteModal";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useConsoleUserRecord } from "@/data/admin/useAdmin";
import UserForm from "./UserForm";

const TITLES: Record<UserFormMode, string> = { create: "Add User", edit: "Edit User", "reset-pass": "Reset Password" };

export default function UserFormModal({ mode, userId }: { mode: UserFormMode; userId?: string }) {
  const { user } = useConsoleUser();
  const closeTo = adminListHref("user");
  return (
    <RouteModal title={TITLES[mode]} closeTo={closeTo} maxWidth="sm">
      {user.role !== "superadmin" ? (
        <Alert severity="warning" role="alert">
          {ADMIN_MESSAGES.notAuthorizedForm}
        </Alert>
      ) : mode === "create" || userId === undefined ? (
        <UserForm mode="create" closeTo={closeTo} />
      ) : (
        <LoadedUserForm mode={mode} userId={userId} closeTo={closeTo} />
      )}
    </RouteModal>
  );
}

function LoadedUserForm({ mode, userId, closeTo }: { mode: UserFormMode; userId: string; closeTo: string }) {
  const { data, error, isLoading } = useConsoleUserRecord(userId);
  if (isLoading && !data) return <LinearProgress aria-label="Loading the user" />;
  if (!data) {
    return (
      <Alert severity="error" role="alert">
        {serverMessageOf(error) ?? ADMIN_MESSAGES.requestFailed}
      </Alert>
    );
  }
  // Keyed by the user: another user's form starts from that user's values.
  return <UserForm key={data.user.id} mode={mode} user={data.user} closeTo={closeTo} />;
}
