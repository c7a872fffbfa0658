"use client";
// The step-up dialog's face (StepUpPrompt holds its state): the code field, Confirm and Cancel.
// Loaded the first time a code is asked for, so no page carries it before then.
import type { FormEvent } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";

export interface StepUpDialogProps {
  open: boolean;
  code: string;
  error: string | null;
  busy: boolean;
  onCode(code: string): void;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
}

export default function StepUpDialog({ open, code, error, busy, onCode, onSubmit, onCancel }: StepUpDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="step-up-title" maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="step-up-title">Confirm with a fresh code</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>This action needs a two-factor code from the last few minutes. Enter the current code from your authenticator app.</DialogContentText>
          <TextField
            label="Code"
            value={code}
            onChange={(e) => onCode(e.target.value)}
            autoFocus
            fullWidth
            size="small"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
            error={error !== null}
            helperText={error ?? " "}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? "Checking..." : "Confirm"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
