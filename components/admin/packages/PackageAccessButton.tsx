"use client";
// Update Access (spec 3 §4, §5, §8): rw ↔ ro, checked in the browser, asked first; the
// server's message on success, 'An error occurred while updating the access.' on failure.
import { useState } from "react";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { ACCESS_LABELS, ADMIN_MESSAGES, otherAccess } from "@/lib/domain/adminDashboard";
import { isPackageAccess, PACKAGE_MESSAGES, type PackageAccess } from "@/lib/domain/packages";
import BusyButton from "@/components/common/BusyButton";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useSetPackageAccess } from "@/data/admin/useAdmin";

export default function PackageAccessButton({ packageKey, access }: { packageKey: string; access: PackageAccess }) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const change = useSetPackageAccess();
  const [busy, setBusy] = useState(false);
  const next = otherAccess(access);

  async function onClick() {
    if (!isPackageAccess(next)) {
      notify(PACKAGE_MESSAGES.invalidAccessChange, "error");
      return;
    }
    const ok = await confirm({
      title: "Update Access",
      message: `Change the access of ${packageKey} from ${ACCESS_LABELS[access]} (${access}) to ${ACCESS_LABELS[next]} (${next})?${next === "ro" ? " A read-only package cannot be deleted." : ""}`,
      confirmLabel: "Update Access",
    });
    if (!ok) return;
    setBusy(true);
    try {
      const answer = await change.trigger({ params: { key: packageKey }, body: { access: next } });
      notify(answer.message ?? `${packageKey} is now ${ACCESS_LABELS[next]}.`, "success");
    } catch (err) {
      const reason = serverMessageOf(err);
      notify(reason ? `${ADMIN_MESSAGES.accessUpdateFailed} ${reason}` : ADMIN_MESSAGES.accessUpdateFailed, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <BusyButton size="small" busy={busy} onClick={() => void onClick()} aria-label={`Update Access of ${packageKey} to ${next}`}>
      Update Access
    </BusyButton>
  );
}
