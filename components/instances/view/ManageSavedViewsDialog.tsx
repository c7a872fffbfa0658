"use client";
// The user's saved views with a way to delete each, after a confirmation. Opened from
// the Saved views menu; loaded on first use.
import { useId, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { SAVED_VIEW_MESSAGES, type SavedView } from "@/lib/domain/savedViews";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { DeleteIcon } from "@/components/common/icons";
import { useNotice } from "@/components/common/NoticeProvider";
import { useDeleteSavedView } from "@/data/views/deleteSavedView";
import { useSavedViews } from "@/data/views/useSavedViews";

export default function ManageSavedViewsDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const { data: views, error: readError } = useSavedViews(true);
  const remove = useDeleteSavedView();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const deleteView = async (view: SavedView) => {
    // One at a time; the buttons stay focusable (aria-disabled) so focus is not lost meanwhile.
    if (busy !== null) return;
    const ok = await confirm({ title: "Delete saved view", message: `Delete the saved view “${view.name}”? Only its name and address are removed; no instance changes.`, confirmLabel: "Delete", danger: true });
    if (!ok) return;
    setBusy(view.id);
    setFailure(null);
    try {
      await remove(view.id);
      notify(SAVED_VIEW_MESSAGES.deleted(view.name), "success");
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Saved views</DialogTitle>
      <DialogContent dividers>
        {readError instanceof Error ? <Alert severity="error">{readError.message}</Alert> : null}
        {views?.length === 0 ? <Typography>No saved views yet.</Typography> : null}
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {(views ?? []).map((view) => (
            <Box component="li" key={view.id} sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.5 }}>
              <Box sx={{ flex: "1 1 auto", minWidth: 0 }}>
                <Typography sx={{ overflowWrap: "anywhere" }}>{view.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {view.url}
                </Typography>
              </Box>
              <Tooltip title={`Delete ${view.name}`}>
                <IconButton aria-label={`Delete ${view.name}`} aria-disabled={busy !== null} onClick={() => void deleteView(view)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
