// Root layout (server): reads the session once and hands it to the client providers,
// so every page starts with the right signed-in state.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { getServerSession } from "next-auth";
import { authOptions } from "@/lib/auth/options";
import Providers from "./providers";

export const metadata: Metadata = {
  title: "LMS Operations Console",
  description: "Staff console for hosted Moodle and Totara servers",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession<typeof authOptions, Session>(authOptions);
  return (
    <html lang="en">
      <body>
        <Providers session={session}>{children}</Providers>
      </body>
    </html>
  );
}
