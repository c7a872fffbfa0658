"use client";
// Delete User (spec 3 §2.9, §5, §8): asked first; the server's message on success, the spec's
// 'Error al eliminar el usuario' (with the server's reason when it gave one) on failure.
import { withServerReason } from "@/lib/client/serverMessage";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import BusyButton from "@/components/common/BusyButton";
import { useConfirmedCall } from "@/components/common/useConfirmedCall";
import { useDeleteUser } from "@/data/admin/useAdmin";

export default function DeleteUserButton({ userId }: { userId: string }) {
  const remove = useDeleteUser();
  const { busy, run } = useConfirmedCall();

  const onClick = () =>
    run(
      { title: "Delete User", message: `Delete the user ${userId}? They can no longer sign in, and their open sessions end.`, confirmLabel: "Delete User", danger: true },
      async () => (await remove.trigger({ params: { userId } })).message,
      (err) => withServerReason(ADMIN_MESSAGES.userDeleteFailed, err),
    );

  return (
    <BusyButton size="small" color="error" busy={busy} onClick={() => void onClick()} aria-label={`Delete User ${userId}`}>
      Delete User
    </BusyButton>
  );
}
