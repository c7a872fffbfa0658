"use client";
// Delete User (spec 3 §2.9, §5, §8): asked first; the server's message on success, the spec's
// 'Error al eliminar el usuario' (with the server's reason when it gave one) on failure.
import { useState } from "react";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import BusyButton from "@/components/common/BusyButton";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useDeleteUser } from "@/data/admin/useAdmin";

export default function DeleteUserButton({ userId }: { userId: string }) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const remove = useDeleteUser();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    const ok = await confirm({
      title: "Delete User",
      message: `Delete the user ${userId}? They can no longer sign in, and their open sessions end.`,
      confirmLabel: "Delete User",
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const answer = await remove.trigger({ params: { userId } });
      notify(answer.message, "success");
    } catch (err) {
      const reason = serverMessageOf(err);
      notify(reason ? `${ADMIN_MESSAGES.userDeleteFailed}: ${reason}` : ADMIN_MESSAGES.userDeleteFailed, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <BusyButton size="small" color="error" busy={busy} onClick={() => void onClick()} aria-label={`Delete User ${userId}`}>
      Delete User
    </BusyButton>
  );
}
