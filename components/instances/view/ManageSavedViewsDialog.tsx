"use client";
// The saved views with a way to delete each, after a confirmation: the user's own, then the
// views shared with the team (marked Shared, with who saved each last), which admin and up may
// delete for everyone and others only read. Opened from the Saved views menu; loaded on first use.
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
import { canEditSharedViews, SAVED_VIEW_MESSAGES, splitSavedViews, type SavedView } from "@/lib/domain/savedViews";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { DeleteIcon } from "@/components/common/icons";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useDeleteSavedView } from "@/data/views/deleteSavedView";
import { useSavedViews } from "@/data/views/useSavedViews";
import SharedMark from "./SharedMark";

const NO_VIEWS: SavedView[] = [];

function deleteLabel(view: SavedView): string {
  return view.shared ? `Delete shared view ${view.name}` : `Delete ${view.name}`;
}

export default function ManageSavedViewsDialog({ onClose }: { onClose(): void }) {
  const titleId = useId();
  const ownId = useId();
  const teamId = useId();
  const { data: views, error: readError } = useSavedViews(true);
  const canEditShared = canEditSharedViews(useConsoleUser().user.role);
  const remove = useDeleteSavedView();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { own, team } = splitSavedViews(views ?? NO_VIEWS);

  const deleteView = async (view: SavedView) => {
    // One at a time; the buttons stay focusable (aria-disabled) so focus is not lost meanwhile.
    if (busy !== null) return;
    const ok = await confirm(
      view.shared
        ? {
            title: "Delete shared view",
            message: `Delete the shared view “${view.name}” for everyone? It leaves every console user's Saved views menu; no instance changes.`,
            confirmLabel: "Delete for everyone",
            danger: true,
          }
        : { title: "Delete saved view", message: `Delete the saved view “${view.name}”? Only its name and address are removed; no instance changes.`, confirmLabel: "Delete", danger: true },
    );
    if (!ok) return;
    setBusy(view.id);
    setFailure(null);
    try {
      await remove(view.id);
      notify(view.shared ? SAVED_VIEW_MESSAGES.sharedDeleted(view.name) : SAVED_VIEW_MESSAGES.deleted(view.name), "success");
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  };

  const row = (view: SavedView, deletable: boolean) => (
    <Box component="li" key={view.id} sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.5 }}>
      <Box sx={{ flex: "1 1 auto", minWidth: 0 }}>
        <Typography sx={{ overflowWrap: "anywhere" }}>
          {view.name}
          {view.shared ? <SharedMark /> : null}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {view.url}
        </Typography>
        {view.savedBy ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            Saved by {view.savedBy}
          </Typography>
        ) : null}
      </Box>
      {deletable ? (
        <Tooltip title={deleteLabel(view)}>
          <IconButton aria-label={deleteLabel(view)} aria-disabled={busy !== null} onClick={() => void deleteView(view)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Saved views</DialogTitle>
      <DialogContent dividers>
        {readError instanceof Error ? <Alert severity="error">{readError.message}</Alert> : null}
        {views?.length === 0 ? <Typography>No saved views yet.</Typography> : null}
        {own.length > 0 ? (
          <section aria-labelledby={ownId}>
            <Typography id={ownId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Your views
            </Typography>
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
              {own.map((view) => row(view, true))}
            </Box>
          </section>
        ) : null}
        {team.length > 0 ? (
          <Box component="section" aria-labelledby={teamId} sx={{ mt: own.length > 0 ? 2 : 0 }}>
            <Typography id={teamId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Shared with the team
            </Typography>
            {canEditShared ? null : (
              <Typography variant="body2" color="text.secondary">
                Every console user sees these views; only an admin or a superadmin changes them.
              </Typography>
            )}
            <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
              {team.map((view) => row(view, canEditShared))}
            </Box>
          </Box>
        ) : null}
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
