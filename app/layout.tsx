// Root layout (server): the document, its metadata and the client providers.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import Providers from "./providers";

export const metadata: Metadata = {
  title: "LMS Operations Console",
  description: "Staff console for hosted Moodle and Totara servers",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The page's CSP nonce (proxy.ts), for the style elements Emotion writes.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="en">
      <body>
        <Providers nonce={nonce}>{children}</Providers>
      </body>
    </html>
  );
}
