"use client";
// The last error boundary: an error in the root layout itself (or one no page boundary caught)
// replaces the whole document, so this renders its own <html> and <body>. The card is plain
// (no MUI); the theme's variables and baseline are adopted as a constructed stylesheet, which
// the CSP allows without the nonce this document does not have, and loaded only when it shows.
// A script chunk that failed to load (a new deploy) asks for a reload; anything else offers one too.
import { useEffect } from "react";
import { applyScheme } from "@/components/common/colorSchemeStore";
import GlobalErrorContent from "@/components/shell/GlobalErrorContent";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => {
    applyScheme();
    import("@/components/common/themeStyleSheet").then(
      ({ themeStyleSheet }) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(themeStyleSheet());
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      },
      () => {}, // unstyled, still readable, still offers Reload
    );
  }, []);
  return (
    <html lang="en">
      <body>
        <GlobalErrorContent error={error} />
      </body>
    </html>
  );
}
