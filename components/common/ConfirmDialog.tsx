"use client";
// The dialog ConfirmProvider shows; loaded on the first confirmation.
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { ConfirmOptions } from "./confirmOptions";

export interface ConfirmDialogProps {
  options: ConfirmOptions | null;
  onAnswer(value: boolean): void;
}

export default function ConfirmDialog({ options, onAnswer }: ConfirmDialogProps) {
  return (
    <Dialog open={options !== null} onClose={() => onAnswer(false)} aria-labelledby="confirm-title" aria-describedby="confirm-message">
      <DialogTitle id="confirm-title">{options?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-message" sx={{ whiteSpace: "pre-line" }}>
          {options?.message}
        </DialogContentText>
        {options?.details}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>Cancel</Button>
        <Button onClick={() => onAnswer(true)} variant="contained" color={options?.danger ? "error" : "primary"} autoFocus>
          {options?.confirmLabel ?? "Confirm"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
