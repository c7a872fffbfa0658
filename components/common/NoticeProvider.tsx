"use client";
// One place for the console's messages: a snackbar for outcomes (success, failure, info)
// that screen readers announce, opened from anywhere with useNotice().notify(...).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import Alert, { type AlertColor } from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";

interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
}

interface NoticeApi {
  notify(message: string, severity?: AlertColor): void;
}

const NoticeContext = createContext<NoticeApi>({ notify: () => undefined });

export function useNotice(): NoticeApi {
  return useContext(NoticeContext);
}

export default function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, severity: AlertColor = "info") => {
    setNotice({ key: Date.now(), message, severity });
  }, []);
  const api = useMemo(() => ({ notify }), [notify]);
  const close = () => setNotice(null);

  return (
    <NoticeContext.Provider value={api}>
      {children}
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        onClose={(_, reason) => reason !== "clickaway" && close()}
        autoHideDuration={notice?.severity === "error" ? null : 8000}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={close} role={notice.severity === "error" ? "alert" : "status"} sx={{ maxWidth: 640 }}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NoticeContext.Provider>
  );
}
