"use client";
// The files or plugins already in the chosen directory, with size and modified time
// (spec 1 §2, §3), and a confirmed delete on each row for admin and superadmin (spec 1 §5, §6).
import { useId, useState } from "react";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { UploadedFile } from "@/lib/contract/schemas/files";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { formatModifyTime, formatSize, modifyTimeIso, UPLOAD_MESSAGES } from "@/lib/domain/uploads";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useDeleteUploaded } from "@/data/uploads/deleteUploaded";
import type { UploadPlace } from "./uploadCalls";
import type { UploadedList as ListState } from "./useUploadedList";

export interface UploadedListProps {
  place: UploadPlace;
  list: ListState;
  canDelete: boolean;
}

/** The modified time as text, in a <time> element when it is a real instant. */
function modified(value: UploadedFile["modifyTime"]) {
  const iso = modifyTimeIso(value);
  const text = formatModifyTime(value);
  return iso ? <time dateTime={iso}>{text}</time> : text;
}

export default function UploadedList({ place, list, canDelete }: UploadedListProps) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const headingId = useId();
  const [deletingName, setDeletingName] = useState<string | null>(null);
  const { trigger: deleteUploaded, isMutating } = useDeleteUploaded();
  // A row stays busy until the delete is done and the listing has been read again.
  const deleting = isMutating ? deletingName : null;
  const what = place.kind === "PLUGIN" ? "Plugins" : "Files";

  async function remove(name: string) {
    const ok = await confirm({
      title: place.kind === "PLUGIN" ? "Delete plugin" : "Delete file",
      message: UPLOAD_MESSAGES.confirmDelete(name, place.target),
      confirmLabel: "Delete",
      danger: true,
    });
    if (!ok) return;
    setDeletingName(name);
    try {
      await deleteUploaded(place, name);
      notify(UPLOAD_MESSAGES.deleted(name), "success");
    } catch (err) {
      notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
    }
  }

  let body;
  if (list.isLoading) {
    body = <LinearProgress aria-label={`Loading ${what.toLowerCase()}`} />;
  } else if (list.error || !list.items) {
    // The failure itself was announced as an error notice (useUploadedList).
    body = (
      <Typography variant="body2" color="text.secondary">
        The list could not be loaded.{" "}
        <Button size="small" onClick={() => void list.refresh()}>
          Try again
        </Button>
      </Typography>
    );
  } else if (list.items.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary">
        {UPLOAD_MESSAGES.noFiles}
      </Typography>
    );
  } else {
    body = (
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell>Modified</TableCell>
            {canDelete ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {list.items.map((item) => (
            <TableRow key={item.name}>
              <TableCell sx={{ wordBreak: "break-all" }}>{item.name}</TableCell>
              <TableCell align="right" title={`${item.size} bytes`} sx={{ whiteSpace: "nowrap" }}>
                {formatSize(item.size)}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>
                {modified(item.modifyTime)}
              </TableCell>
              {canDelete ? (
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void remove(item.name)}
                    disabled={deleting !== null}
                    aria-label={`Delete ${item.name}`}
                  >
                    {deleting === item.name ? "Deleting…" : "Delete"}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Typography component="h3" variant="subtitle2" id={headingId} sx={{ mb: 1, wordBreak: "break-all" }}>
        {what} in {place.target}
      </Typography>
      {body}
    </section>
  );
}
