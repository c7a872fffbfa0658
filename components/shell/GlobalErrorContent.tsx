"use client";
// What the last error boundary (app/global-error.tsx) shows inside its own document: for a
// script chunk that failed to load (a new deploy), "The console was updated. Reload";
// otherwise a general failure with Reload.
import PlainButton from "@/components/common/plain/PlainButton";
import { isChunkLoadError, reloadPage } from "@/lib/client/chunkError";
import ConsoleUpdated from "./ConsoleUpdated";
import ErrorCard, { ErrorActions } from "./ErrorCard";

export default function GlobalErrorContent({ error }: { error: Error }) {
  const chunk = isChunkLoadError(error);
  return (
    <ErrorCard title={chunk ? "New version available" : "Something went wrong"} alone>
      {chunk ? (
        <ConsoleUpdated />
      ) : (
        <>
          <p>The console could not be shown. Reload the page; if it keeps failing, sign in again.</p>
          <ErrorActions>
            <PlainButton variant="contained" onClick={() => reloadPage()}>
              Reload
            </PlainButton>
          </ErrorActions>
        </>
      )}
    </ErrorCard>
  );
}
