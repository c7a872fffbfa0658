"use client";
// One place for the console's messages: a snackbar for outcomes (success, failure, info)
// that screen readers announce, opened from anywhere with useNotice().notify(...).
// The snackbar's code loads with the first notice, not with every page.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import type { AlertColor } from "@mui/material/Alert";
import type { Notice } from "./NoticeSnackbar";

interface NoticeApi {
  notify(message: string, severity?: AlertColor): void;
}

const NoticeContext = createContext<NoticeApi>({ notify: () => undefined });
const NoticeSnackbar = dynamic(() => import("./NoticeSnackbar"), { ssr: false });

export function useNotice(): NoticeApi {
  return useContext(NoticeContext);
}

export default function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, severity: AlertColor = "info") => {
    setNotice({ key: Date.now(), message, severity });
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
