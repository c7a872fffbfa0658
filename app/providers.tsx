"use client";
// Client-side providers for the whole app: Emotion's SSR cache for the App Router and the
// console theme with its CSS baseline. The colour scheme follows the system until the user
// picks one in the user menu (ThemeMenu); MUI keeps that choice in localStorage. No next-auth
// session context: the console pages get the user from their server layout, and the sign-in
// pages call next-auth's functions directly.
import type { ReactNode } from "react";
import { AppRouterCacheProvider } from "@mui/material-nextjs/v16-appRouter";
import { ThemeProvider } from "@mui/material/styles";
import CssBaseline from "@mui/material/CssBaseline";
import { theme } from "@/components/common/theme";

export default function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  return (
    <AppRouterCacheProvider options={{ key: "mui", nonce }}>
      {/* No disableTransitionOnChange: it injects a <style> without the CSP nonce. */}
      <ThemeProvider theme={theme} defaultMode="system">
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
