"use client";
// Pre-flight facts for one confirmation at a time: `details(request)` is put in the confirmation
// (ConfirmOptions.details) and `shown()` gives, once confirmed, what it showed at that moment —
// sent with the call (CallInput.preflight) for the trail. Until the facts arrive, the trail says
// they were still being read.
import { useCallback, useRef, type ReactNode } from "react";
import { PREFLIGHT_PENDING, type PreflightRequest } from "@/lib/domain/preflight";
import PreflightFacts from "./PreflightFacts";

export interface PreflightCheck {
  details(request: PreflightRequest): ReactNode;
  shown(): string | undefined;
}

export function usePreflightCheck(): PreflightCheck {
  const shownText = useRef<string | undefined>(undefined);
  const onShown = useCallback((record: string) => {
    shownText.current = record;
  }, []);
  const details = useCallback(
    (request: PreflightRequest) => {
      shownText.current = PREFLIGHT_PENDING;
      return <PreflightFacts request={request} onShown={onShown} />;
    },
    [onShown],
  );
  const shown = useCallback(() => shownText.current, []);
  return { details, shown };
}
