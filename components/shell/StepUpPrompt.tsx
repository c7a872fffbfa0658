"use client";
// The step-up dialog: a destructive call was refused for want of a fresh two-factor
// code; this asks for one, checks it (POST /api/step-up) and lets the call go again. Whatever the
// user typed on the page beneath stays. Cancel gives up the call, whose refusal the screen shows.
// This part (state and the check) is on every page; the dialog (StepUpDialog) loads when needed.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import { FALLBACK_MESSAGE, UNREACHABLE_MESSAGE } from "@/lib/client/ApiError";
import { leaveIfSessionEnded } from "@/lib/client/sessionEnded";
import { registerStepUpPrompt } from "@/lib/client/stepUp";

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

  if (!used) return null;
  return <StepUpDialog open={open} code={code} error={error} busy={busy} onCode={setCode} onSubmit={(e) => void submit(e)} onCancel={() => finish(false)} />;
}
