"use client";
// Update Access (spec 3 §4, §5, §8): rw ↔ ro, checked in the browser, asked first; the
// server's message on success, 'An error occurred while updating the access.' on failure.
import { withServerReason } from "@/lib/client/serverMessage";
import { ACCESS_LABELS, ADMIN_MESSAGES, otherAccess } from "@/lib/domain/adminDashboard";
import { isPackageAccess, PACKAGE_MESSAGES, type PackageAccess } from "@/lib/domain/packages";
import BusyButton from "@/components/common/BusyButton";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConfirmedCall } from "@/components/common/useConfirmedCall";
import { useSetPackageAccess } from "@/data/admin/useAdmin";

export default function PackageAccessButton({ packageKey, access }: { packageKey: string; access: PackageAccess }) {
  const { notify } = useNotice();
  const change = useSetPackageAccess();
  const { busy, run } = useConfirmedCall();
  const next = otherAccess(access);

  function onClick() {
    if (!isPackageAccess(next)) {
      notify(PACKAGE_MESSAGES.invalidAccessChange, "error");
      return;
    }
    void run(
      {
        title: "Update Access",
        message: `Change the access of ${packageKey} from ${ACCESS_LABELS[access]} (${access}) to ${ACCESS_LABELS[next]} (${next})?${next === "ro" ? " A read-only package cannot be deleted." : ""}`,
        confirmLabel: "Update Access",
      },
      async () => (await change.trigger({ params: { key: packageKey }, body: { access: next } })).message ?? `${packageKey} is now ${ACCESS_LABELS[next]}.`,
      (err) => withServerReason(ADMIN_MESSAGES.accessUpdateFailed, err),
    );
  }

  return (
    <BusyButton size="small" busy={busy} onClick={onClick} aria-label={`Update Access of ${packageKey} to ${next}`}>
      Update Access
    </BusyButton>
  );
}
