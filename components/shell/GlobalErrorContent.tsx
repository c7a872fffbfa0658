"use client";
// What the last error boundary (app/global-error.tsx) shows inside its own document: for a
// script chunk that failed to load (a new deploy), "The console was updated. Reload";
// otherwise a general failure with Reload.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { isChunkLoadError, reloadPage } from "@/lib/client/chunkError";
import ConsoleUpdated from "./ConsoleUpdated";

export default function GlobalErrorContent({ error }: { error: Error }) {
  const chunk = isChunkLoadError(error);
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Paper sx={{ p: 3, maxWidth: 520 }}>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Typography component="h1" variant="h5">
            {chunk ? "New version available" : "Something went wrong"}
          </Typography>
          {chunk ? (
            <ConsoleUpdated />
          ) : (
            <>
              <Typography variant="body1">The console could not be shown. Reload the page; if it keeps failing, sign in again.</Typography>
              <Box sx={{ display: "flex", gap: 1 }}>
                <Button variant="contained" onClick={() => reloadPage()}>
                  Reload
                </Button>
              </Box>
            </>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

