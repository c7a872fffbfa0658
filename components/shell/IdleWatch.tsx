"use client";
// Ends a session nobody is using: after IDLE_MINUTES without input in any of the
// console's tabs (keys, pointer, wheel, touch, scroll; tabs share the time of the last input
// through localStorage) a warning counts down the last IDLE_WARN_SECONDS, then what the user had
// typed is kept in this tab (lib/client/keptInput) and the session is ended. A tab that slept
// (a closed laptop) checks on waking and ends at once if the time is up. The warning's dialog
// loads when first needed.
import { useCallback, useEffect, useRef, useState } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import { idlePhase, type IdlePhase, type IdleTimeouts } from "@/lib/domain/idle";
import { captureInput, keepInput } from "@/lib/client/keptInput";
import { signOutToRoot } from "@/lib/client/signOut";

const IdleWarningDialog = lazyWithMui(() => import("./IdleWarningDialog"));

const LAST_INPUT_KEY = "console-last-input";
const INPUT_EVENTS = ["keydown", "pointerdown", "pointermove", "wheel", "touchstart", "scroll"] as const;
/** Other tabs hear of this tab's input at most this often. */
const SHARE_EVERY_MS = 5_000;
const TICK_MS = 1_000;

export interface IdleWatchProps {
  timeouts: IdleTimeouts;
  /** Whose input is kept (only they get it back). */
  username: string;
}

function samePhase(a: IdlePhase, b: IdlePhase): boolean {
  if (a.kind !== b.kind) return false;
  // The countdown shows whole seconds.
  return a.kind !== "warning" || b.kind !== "warning" || Math.ceil(a.leftMs / 1000) === Math.ceil(b.leftMs / 1000);
}

export default function IdleWatch({ timeouts, username }: IdleWatchProps) {
  const lastInput = useRef(0);
  const sharedAt = useRef(0);
  const ending = useRef(false);
  const [phase, setPhase] = useState<IdlePhase>({ kind: "active" });
  const [used, setUsed] = useState(false);
  const { idleMs, warnMs } = timeouts;

  const end = useCallback(() => {
    if (ending.current) return;
    ending.current = true;
    keepInput(username, window.location.pathname + window.location.search, captureInput(document));
    void signOutToRoot("idle");
  }, [username]);

  const touch = useCallback(() => {
    const now = Date.now();
    lastInput.current = now;
    if (now - sharedAt.current < SHARE_EVERY_MS) return;
    sharedAt.current = now;
    try {
      localStorage.setItem(LAST_INPUT_KEY, String(now));
    } catch {
      // Without storage each tab keeps its own time.
    }
  }, []);

  useEffect(() => {
    lastInput.current = Date.now();
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === LAST_INPUT_KEY && event.newValue) lastInput.current = Math.max(lastInput.current, Number(event.newValue) || 0);
    };
    const check = () => {
      const next = idlePhase(lastInput.current, Date.now(), { idleMs, warnMs });
      if (next.kind === "ended") end();
      if (next.kind === "warning") setUsed(true);
      setPhase((prev) => (samePhase(prev, next) ? prev : next));
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, touch, { capture: true, passive: true });
    window.addEventListener("storage", fromOtherTab);
    document.addEventListener("visibilitychange", check);
    const timer = window.setInterval(check, TICK_MS);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, touch, { capture: true });
      window.removeEventListener("storage", fromOtherTab);
      document.removeEventListener("visibilitychange", check);
      window.clearInterval(timer);
    };
  }, [idleMs, warnMs, end, touch]);

  const stay = useCallback(() => {
    touch();
    setPhase({ kind: "active" });
  }, [touch]);

  if (!used) return null;
  return <IdleWarningDialog open={phase.kind === "warning"} leftMs={phase.kind === "warning" ? phase.leftMs : 0} idleMs={idleMs} onStay={stay} onLeave={end} />;
}
