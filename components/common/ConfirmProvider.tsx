"use client";
// Confirmation before anything consequential: `await confirm({...})` resolves true only
// when the user presses the confirm button; Escape, Cancel or a backdrop click say no.
// The dialog's code loads on the first confirmation, not with every page.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import type { ConfirmOptions } from "./confirmOptions";

export type { ConfirmOptions } from "./confirmOptions";

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);
const ConfirmDialog = lazyWithMui(() => import("./ConfirmDialog"));

export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}

export default function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [used, setUsed] = useState(false);
  const resolver = useRef<((value: boolean) => void) | null>(null);
  // What had the focus when asked: the control that asked, where the focus returns.
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    resolver.current?.(false);
    setOpener(document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null);
    setOptions(next);
    setUsed(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {used && <ConfirmDialog options={options} opener={opener} onAnswer={answer} />}
    </ConfirmContext.Provider>
  );
}
