"use client";
// Delete Package (spec 3 §2.9, §5, §8): offered for read/write packages only, and checked again
// before anything is sent; asked first; the list reloads without it.
import { withServerReason } from "@/lib/client/serverMessage";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";
import { packageDeleteError, type PackageAccess } from "@/lib/domain/packages";
import BusyButton from "@/components/common/BusyButton";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConfirmedCall } from "@/components/common/useConfirmedCall";
import { useDeletePackage } from "@/data/admin/useAdmin";

export default function DeletePackageButton({ packageKey, access }: { packageKey: string; access: PackageAccess }) {
  const { notify } = useNotice();
  const remove = useDeletePackage();
  const { busy, run } = useConfirmedCall();

  function onClick() {
    const refusal = packageDeleteError(access);
    if (refusal) {
      notify(refusal, "error");
      return;
    }
    void run(
      { title: "Delete Package", message: `Delete the package ${packageKey}? This cannot be undone.`, confirmLabel: "Delete Package", danger: true },
      async () => (await remove.trigger({ query: { key: packageKey } })).message ?? `${packageKey} has been deleted.`,
      (err) => withServerReason(ADMIN_MESSAGES.packageDeleteFailed, err),
    );
  }

  return (
    <BusyButton size="small" color="error" busy={busy} onClick={onClick} aria-label={`Delete Package ${packageKey}`}>
      Delete Package
    </BusyButton>
  );
}
