// Root layout (server): the document, its metadata, the theme as a stylesheet and the colour
// scheme picked before paint. No MUI provider here: the two long lists paint from stylesheets
// alone, and what uses MUI's components brings its own scope (components/common/mui).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { EARLY_SCHEME_SCRIPT } from "@/components/common/colorScheme";
import { themeStyleSheet } from "@/components/common/themeStyleSheet";
import NonceProvider from "@/components/common/NonceProvider";

export const metadata: Metadata = {
  title: "LMS Operations Console",
  description: "Staff console for hosted Moodle and Totara servers",
};

/** The same for every page: written once per server process. */
const THEME_CSS = themeStyleSheet();

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The page's CSP nonce (proxy.ts), for the style elements written here and by emotion, and
  // the inline script that picks the colour scheme.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  // suppressHydrationWarning: that script marks <html> with the scheme before React hydrates.
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_CSS }} />
      </head>
      <body>
        {/* Before anything paints: the stored choice, else the system's, so dark never flashes light. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_SCHEME_SCRIPT }} />
        <NonceProvider nonce={nonce}>{children}</NonceProvider>
      </body>
    </html>
  );
}
