"use client";
// The delete icon of a cloud-database row (an entry or a domain): shown only once the upstream
// says the thing may be deleted; asks first, deletes, then says the spec's success sentence (the
// table reloads by itself) or the server's reason.
import { useState } from "react";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { CLOUD_DB_MESSAGES } from "@/lib/domain/cloudDb";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { DeleteIcon } from "@/components/common/icons";
import { useNotice } from "@/components/common/NoticeProvider";

export interface DeleteIconButtonProps {
  /** Whether the upstream allows it: undefined while asking (a spinner), false hides the icon. */
  allowed: boolean | undefined;
  label: string;
  confirmTitle: string;
  confirmMessage: string;
  remove(): Promise<unknown>;
}

export default function DeleteIconButton({ allowed, label, confirmTitle, confirmMessage, remove }: DeleteIconButtonProps) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [busy, setBusy] = useState(false);
  if (allowed === undefined) return <CircularProgress size={16} aria-label={`Checking whether ${label.toLowerCase()} is possible`} />;
  if (!allowed) return null;

  async function onClick() {
    if (!(await confirm({ title: confirmTitle, message: confirmMessage, confirmLabel: "Delete", danger: true }))) return;
    setBusy(true);
    try {
      await remove();
      notify(CLOUD_DB_MESSAGES.deleted, "success");
    } catch (err) {
      notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <IconButton size="small" color="error" onClick={() => void onClick()} disabled={busy} aria-label={label}>
      {busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DeleteIcon fontSize="small" />}
    </IconButton>
  );
}
