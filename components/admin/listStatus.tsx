"use client";
// What a dashboard list shows instead of its table: loading, the server's failure, or empty.
import type { ReactNode } from "react";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { ADMIN_MESSAGES } from "@/lib/domain/adminDashboard";

export function listStatus({ error, loading, empty, emptyMessage, what }: { error: unknown; loading: boolean; empty: boolean; emptyMessage: string; what: string }): ReactNode {
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {serverMessageOf(error) ?? ADMIN_MESSAGES.requestFailed}
      </Alert>
    );
  }
  if (loading) return <LinearProgress aria-label={`Loading the ${what}`} />;
  if (empty) return <Typography role="status">{emptyMessage}</Typography>;
  return null;
}
