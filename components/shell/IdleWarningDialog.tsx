"use client";
// The idle warning's face (IdleWatch holds its state): how long until the session ends, Stay
// signed in (focused, and what Escape does) or Sign out now.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

export interface IdleWarningDialogProps {
  open: boolean;
  leftMs: number;
  idleMs: number;
  onStay(): void;
  onLeave(): void;
}

function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export default function IdleWarningDialog({ open, leftMs, idleMs, onStay, onLeave }: IdleWarningDialogProps) {
  const minutes = Math.round(idleMs / 60_000);
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="idle-title" aria-describedby="idle-text" maxWidth="xs" fullWidth slotProps={{ paper: { role: "alertdialog" } }}>
      <DialogTitle id="idle-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text">
          The console signs you out after {minutes} {minutes === 1 ? "minute" : "minutes"} without activity. What you have typed is kept in this tab and
          comes back when you sign in again.
        </DialogContentText>
        <DialogContentText sx={{ mt: 2 }}>
          Signing out in <strong>{clock(leftMs)}</strong>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLeave}>Sign out now</Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          Stay signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
