"use client";
// The step-up dialog (issue 17): a destructive call was refused for want of a fresh two-factor
// code; this asks for one, checks it (POST /api/step-up) and lets the call go again. Whatever the
// user typed on the page beneath stays. Cancel gives up the call, whose refusal the screen shows.
import { useEffect, useRef, useState, type FormEvent } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { FALLBACK_MESSAGE, UNREACHABLE_MESSAGE } from "@/lib/client/ApiError";
import { leaveIfSessionEnded } from "@/lib/client/sessionEnded";
import { registerStepUpPrompt } from "@/lib/client/stepUp";

export default function StepUpPrompt() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);

  useEffect(
    () =>
      registerStepUpPrompt(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setCode("");
            setError(null);
            setOpen(true);
          }),
      ),
    [],
  );

  function finish(ok: boolean) {
    setOpen(false);
    settle.current?.(ok);
    settle.current = null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/step-up", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code: code.trim() }), credentials: "same-origin" });
      if (res.ok) {
        finish(true);
        return;
      }
      if (leaveIfSessionEnded(res.status, res.headers)) return;
      const body = (await res.json().catch(() => null)) as { message?: string; fields?: { code?: string } } | null;
      setError(body?.fields?.code ?? body?.message ?? FALLBACK_MESSAGE);
    } catch {
      setError(UNREACHABLE_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={() => finish(false)} aria-labelledby="step-up-title" maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="step-up-title">Confirm with a fresh code</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>This action needs a two-factor code from the last few minutes. Enter the current code from your authenticator app.</DialogContentText>
          <TextField
            label="Code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
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
          <Button onClick={() => finish(false)} disabled={busy}>
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
