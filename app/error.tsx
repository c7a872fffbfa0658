"use client";
// Catches errors thrown while rendering a page, so the user sees what to do instead of a blank
// screen. A script chunk that failed to load (a new deploy) asks for a reload instead.
import { useEffect } from "react";
import Notice from "@/components/common/plain/Notice";
import PlainButton, { plainButtonClass } from "@/components/common/plain/PlainButton";
import { isChunkLoadError } from "@/lib/client/chunkError";
import ConsoleUpdated from "@/components/shell/ConsoleUpdated";
import ErrorCard, { ErrorActions } from "@/components/shell/ErrorCard";

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
      <ErrorCard title="New version available">
        <ConsoleUpdated />
      </ErrorCard>
    );
  }

  return (
    <ErrorCard title="Something went wrong">
      <p>This page could not be shown. Try again; if it keeps failing, reload the page or sign in again.</p>
      {error.digest && (
        <Notice severity="info">
          Reference for support: <code>{error.digest}</code>
        </Notice>
      )}
      <ErrorActions>
        <PlainButton variant="contained" onClick={() => reset()}>
          Try again
        </PlainButton>
        {/* A whole page load, not a client navigation: it leaves the failed page's state behind. */}
        <a className={plainButtonClass({ variant: "outlined" })} href="/home">
          Go to the console home
        </a>
      </ErrorActions>
    </ErrorCard>
  );
}
