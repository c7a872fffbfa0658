"use client";
// The dialog ConfirmProvider shows; loaded on the first confirmation. The focus goes back to
// what opened it, or, when that was disabled meanwhile, near it (lib/client/returnFocus): MUI's
// own return would try the disabled control and leave the focus on the page, out of any dialog.
import { useRef } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { returnFocus, returnFocusAfterCall } from "@/lib/client/returnFocus";
import type { ConfirmOptions } from "./confirmOptions";

export interface ConfirmDialogProps {
  options: ConfirmOptions | null;
  /** What had the focus when the confirmation was asked for. */
  opener: HTMLElement | null;
  onAnswer(value: boolean): void;
}

export default function ConfirmDialog({ options, opener, onAnswer }: ConfirmDialogProps) {
  const paper = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={options !== null}
      onClose={() => onAnswer(false)}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      disableRestoreFocus
      slotProps={{
        paper: { ref: paper },
        transition: {
          // Once gone (what its answer started has had time to disable the opener), unless the
          // user has already moved on.
          onExited: () => {
            const active = document.activeElement;
            if (active === null || active === document.body || paper.current?.contains(active)) returnFocus(opener);
            // The answer's call already opened a prompt of its own (a fresh two-factor code).
            else returnFocusAfterCall(opener);
          },
        },
      }}
    >
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
