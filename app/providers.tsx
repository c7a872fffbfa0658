"use client";
// Client-side providers for the whole app: Emotion's SSR cache for the App Router,
// the console theme with its CSS baseline, and next-auth's session context seeded
// with the session the server layout already read (no extra fetch on first paint).
import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { ThemeProvider } from "@mui/material/styles";
import CssBaseline from "@mui/material/CssBaseline";
import { theme } from "@/components/common/theme";

export interface ProvidersProps {
  session: Session | null;
  children: ReactNode;
}

export default function Providers({ session, children }: ProvidersProps) {
  return (
    <AppRouterCacheProvider>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SessionProvider session={session}>{children}</SessionProvider>
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
