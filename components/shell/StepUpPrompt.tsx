"use client";
// The step-up dialog: a destructive call was refused for want of a fresh two-factor
// code; this asks for one, checks it (POST /api/step-up) and lets the call go again. Whatever the
// user typed on the page beneath stays. Cancel gives up the call, whose refusal the screen shows.
// This part (state and the check) is on every page; the dialog (StepUpDialog) loads when needed.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { registerStepUpPrompt } from "@/lib/client/stepUp";
import { sendStepUpCode } from "@/data/session/sendStepUpCode";

const StepUpDialog = lazyWithMui(() => import("./StepUpDialog"));

export default function StepUpPrompt() {
  const [open, setOpen] = useState(false);
  // The dialog's code is fetched the first time a code is asked for.
  const [used, setUsed] = useState(false);
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
            setUsed(true);
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
      await sendStepUpCode(code);
      finish(true);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.code ?? err.message) : FALLBACK_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  if (!used) return null;
  return <StepUpDialog open={open} code={code} error={error} busy={busy} onCode={setCode} onSubmit={(e) => void submit(e)} onCancel={() => finish(false)} />;
}
