"use client";
// One place for the console's messages: a snackbar for outcomes (success, failure, info)
// that screen readers announce, opened from anywhere with useNotice().notify(...).
// The snackbar's code loads with the first notice, not with every page.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import type { AlertColor } from "@mui/material/Alert";
import type { Notice } from "./NoticeSnackbar";

export interface NoticeOptions {
  /** Stays until the user closes it, as failures do: for news the user must not miss while
   * looking elsewhere (the console switched region under them). */
  persist?: boolean;
}

interface NoticeApi {
  notify(message: string, severity?: AlertColor, options?: NoticeOptions): void;
}

const NoticeContext = createContext<NoticeApi>({ notify: () => undefined });
const NoticeSnackbar = lazyWithMui(() => import("./NoticeSnackbar"));

export function useNotice(): NoticeApi {
  return useContext(NoticeContext);
}

export default function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, severity: AlertColor = "info", options: NoticeOptions = {}) => {
    setNotice({ key: Date.now(), message, severity, persist: options.persist ?? false });
  }, []);
  const api = useMemo(() => ({ notify }), [notify]);
  const close = useCallback(() => setNotice(null), []);

  return (
    <NoticeContext.Provider value={api}>
      {children}
      {notice !== null && <NoticeSnackbar notice={notice} onClose={close} />}
    </NoticeContext.Provider>
  );
}
