"use client";
// The last error boundary: an error in the root layout itself (or one no page boundary caught)
// replaces the whole document, so this renders its own <html> and <body>, with the theme's
// stylesheet and the colour scheme; the card is plain (no MUI).
// A script chunk that failed to load (a new deploy) asks for a reload; anything else offers one too.
import { useEffect } from "react";
import { applyScheme } from "@/components/common/colorSchemeStore";
import GlobalErrorContent from "@/components/shell/GlobalErrorContent";
import "./theme.css";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => applyScheme(), []);
  return (
    <html lang="en">
      <body>
        <GlobalErrorContent error={error} />
      </body>
    </html>
  );
}
