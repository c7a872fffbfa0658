"use client";
// The last error boundary: an error in the root layout itself (or one no page boundary caught)
// replaces the whole document, so this renders its own <html> and <body> with the theme. A
// script chunk that failed to load (a new deploy) asks for a reload; anything else offers one too.
import { useEffect } from "react";
import GlobalErrorContent from "@/components/shell/GlobalErrorContent";
import Providers from "./providers";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <Providers>
          <GlobalErrorContent error={error} />
        </Providers>
      </body>
    </html>
  );
}
