// Root layout (server): the document, its metadata, the theme as a stylesheet (app/theme.css,
// generated from the theme) and the colour scheme picked before paint. No MUI provider here: the two long lists paint from stylesheets
// alone, and what uses MUI's components brings its own scope (components/common/mui).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { EARLY_SCHEME_SCRIPT } from "@/components/common/colorScheme";
import NonceProvider from "@/components/common/NonceProvider";
import "./theme.css";

export const metadata: Metadata = {
  title: "LMS Operations Console",
  description: "Staff console for hosted Moodle and Totara servers",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The page's CSP nonce (proxy.ts), for the inline script that picks the colour scheme and the
  // style elements client components write (emotion's, the instance table's narrow steps).
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  // suppressHydrationWarning: that script marks <html> with the scheme before React hydrates.
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        {/* Before anything paints: the stored choice, else the system's, so dark never flashes light. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_SCHEME_SCRIPT }} />
        <NonceProvider nonce={nonce}>{children}</NonceProvider>
      </body>
    </html>
  );
}
