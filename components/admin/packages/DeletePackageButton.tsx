"use client";
// Delete Package (spec 3 §2.9, §5, §8): offered for read/write packages only, and checked again
// before anything is sent; asked first; the list reloads without it.
import { useState } from "react";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import { packageDeleteError, type PackageAccess } from "@/lib/domain/packages";
import BusyButton from "@/components/common/BusyButton";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useDeletePackage } from "@/data/admin/useAdmin";

export default function DeletePackageButton({ packageKey, access }: { packageKey: string; access: PackageAccess }) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const remove = useDeletePackage();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    const refusal = packageDeleteError(access);
    if (refusal) {
      notify(refusal, "error");
      return;
    }
    const ok = await confirm({ title: "Delete Package", message: `Delete the package ${packageKey}? This cannot be undone.`, confirmLabel: "Delete Package", danger: true });
    if (!ok) return;
    setBusy(true);
    try {
      const answer = await remove.trigger({ query: { key: packageKey } });
      notify(answer.message ?? `${packageKey} has been deleted.`, "success");
    } catch (err) {
      const reason = serverMessageOf(err);
      notify(reason ? `${ADMIN_MESSAGES.packageDeleteFailed} ${reason}` : ADMIN_MESSAGES.packageDeleteFailed, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <BusyButton size="small" color="error" busy={busy} onClick={() => void onClick()} aria-label={`Delete Package ${packageKey}`}>
      Delete Package
    </BusyButton>
  );
}
