"use client";
// Confirmation before anything consequential: `await confirm({...})` resolves true only
// when the user presses the confirm button; Escape, Cancel or a backdrop click say no.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel?: string;
  /** Destructive actions get the error colour. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}

export default function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={options !== null} onClose={() => answer(false)} aria-labelledby="confirm-title" aria-describedby="confirm-message">
        <DialogTitle id="confirm-title">{options?.title}</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-message">{options?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Cancel</Button>
          <Button onClick={() => answer(true)} variant="contained" color={options?.danger ? "error" : "primary"} autoFocus>
            {options?.confirmLabel ?? "Confirm"}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}
