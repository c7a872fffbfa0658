"use client";
// Catches errors thrown while rendering a page, so the user sees what to do instead of a blank
// screen. A script chunk that failed to load (a new deploy) asks for a reload instead.
import { useEffect, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { isChunkLoadError } from "@/lib/client/chunkError";
import ConsoleUpdated from "@/components/shell/ConsoleUpdated";

interface ErrorPageProps {
  error: Error & { digest?: string };
  reset: () => void;
}

export default function ErrorPage({ error, reset }: ErrorPageProps) {
  useEffect(() => {
    // Keeps the details in the browser console for whoever is asked to look into it.
    console.error(error);
  }, [error]);

  if (isChunkLoadError(error)) {
    return (
      <ErrorFrame title="New version available">
        <ConsoleUpdated />
      </ErrorFrame>
    );
  }

  return (
    <ErrorFrame title="Something went wrong">
      <Typography variant="body1">
        This page could not be shown. Try again; if it keeps failing, reload the page or sign in again.
      </Typography>
      {error.digest && (
        <Alert severity="info">
          Reference for support: <code>{error.digest}</code>
        </Alert>
      )}
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button variant="contained" onClick={() => reset()}>
          Try again
        </Button>
        <Button variant="outlined" href="/home">
          Go to the console home
        </Button>
      </Box>
    </ErrorFrame>
  );
}

/** The centred card both kinds of failure are shown in. */
function ErrorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: "60vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Paper sx={{ p: 3, maxWidth: 520 }}>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {children}
        </Box>
      </Paper>
    </Box>
  );
}
