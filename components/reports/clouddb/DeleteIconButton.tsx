"use client";
// The delete icon of a cloud-database row (an entry or a domain): shown only once the upstream
// says the thing may be deleted; asks first, deletes, then says the spec's success sentence (the
// table reloads by itself) or the server's reason.
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { CLOUD_DB_MESSAGES } from "@/lib/domain/cloudDb";
import { DeleteIcon } from "@/components/common/icons";
import { useConfirmedCall } from "@/components/common/useConfirmedCall";

export interface DeleteIconButtonProps {
  /** Whether the upstream allows it: undefined while asking (a spinner), false hides the icon. */
  allowed: boolean | undefined;
  label: string;
  confirmTitle: string;
  confirmMessage: string;
  remove(): Promise<unknown>;
}

export default function DeleteIconButton({ allowed, label, confirmTitle, confirmMessage, remove }: DeleteIconButtonProps) {
  const { busy, run } = useConfirmedCall();
  if (allowed === undefined) return <CircularProgress size={16} aria-label={`Checking whether ${label.toLowerCase()} is possible`} />;
  if (!allowed) return null;

  const onClick = () =>
    run(
      { title: confirmTitle, message: confirmMessage, confirmLabel: "Delete", danger: true },
      async () => {
        await remove();
        return CLOUD_DB_MESSAGES.deleted;
      },
      (err) => (err instanceof ApiError ? err.message : FALLBACK_MESSAGE),
    );

  return (
    <IconButton size="small" color="error" onClick={() => void onClick()} disabled={busy} aria-label={label}>
      {busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DeleteIcon fontSize="small" />}
    </IconButton>
  );
}
