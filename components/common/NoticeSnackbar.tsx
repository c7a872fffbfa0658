"use client";
// The snackbar NoticeProvider shows; loaded with the first notice. It is portalled to the end of
// <body>: an open dialog hides the rest of the page from assistive technology (aria-hidden on
// the app's root), and a notice raised from inside a modal must still be announced.
import Alert, { type AlertColor } from "@mui/material/Alert";
import Portal from "@mui/material/Portal";
import Snackbar from "@mui/material/Snackbar";

export interface Notice {
  key: number;
  message: string;
  severity: AlertColor;
  /** Kept until closed (failures always are). */
  persist?: boolean;
}

export default function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose(): void }) {
  return (
    <Portal>
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        onClose={(_, reason) => reason !== "clickaway" && onClose()}
        autoHideDuration={notice?.severity === "error" || notice?.persist ? null : 8000}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={onClose} role={notice.severity === "error" ? "alert" : "status"} sx={{ maxWidth: 640, whiteSpace: "pre-line" }}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Portal>
  );
}
