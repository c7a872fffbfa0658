"use client";
// Shown instead of a broken page when a script chunk could not be loaded (a new deploy made
// the old chunk names vanish): say so and offer a Reload, which fetches the new version.
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { reloadPage } from "@/lib/client/chunkError";

export const CONSOLE_UPDATED_MESSAGE = "The console was updated. Reload";

export default function ConsoleUpdated() {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => reloadPage()}>
          Reload
        </Button>
      }
    >
      {CONSOLE_UPDATED_MESSAGE}
    </Alert>
  );
}
