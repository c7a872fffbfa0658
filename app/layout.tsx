// Root layout (server): the document, its metadata and the client providers.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import InitColorSchemeScript from "@mui/material/InitColorSchemeScript";
import { COLOR_SCHEME_ATTRIBUTE } from "@/components/common/colorScheme";
import NonceProvider from "@/components/common/NonceProvider";
import Providers from "./providers";

export const metadata: Metadata = {
  title: "LMS Operations Console",
  description: "Staff console for hosted Moodle and Totara servers",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The page's CSP nonce (proxy.ts), for the style elements Emotion writes and the inline
  // script that picks the colour scheme.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  // suppressHydrationWarning: that script marks <html> with the scheme before React hydrates.
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        {/* Before anything paints: the stored choice, else the system's, so dark never flashes light. */}
        <InitColorSchemeScript attribute={COLOR_SCHEME_ATTRIBUTE} nonce={nonce} />
        <NonceProvider nonce={nonce}>
          <Providers nonce={nonce}>{children}</Providers>
        </NonceProvider>
      </body>
    </html>
  );
}
