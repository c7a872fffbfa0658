"use client";
// MUI's theme and emotion's cache around what uses MUI's components: each page other than the
// two long lists (their layouts), each route modal (its route's layout) and each menu or dialog
// the lists load on first use (lazyWithMui). The root provides neither, so the lists' first
// load carries no styling runtime; the theme's variables and the baseline are already in the
// document (themeStyleSheet), so this writes no stylesheet of its own. Scopes nest: only the
// outermost provides. The colour scheme is the one choice every scope and the Theme menu share
// (colorSchemeStore).
import { createContext, useContext, type ReactNode } from "react";
import { ThemeProvider } from "@mui/material/styles";
// The provider's CSS-variable props (disableStyleSheetGeneration) are typed by this augmentation.
import type {} from "@mui/material/themeCssVarsAugmentation";
import { theme } from "@/components/common/theme";
import { schemeStorageManager } from "@/components/common/colorSchemeStore";
import EmotionCache from "./EmotionCache";

const InScope = createContext(false);

export default function MuiScope({ children }: { children: ReactNode }) {
  if (useContext(InScope)) return children;
  return (
    <InScope value>
      <EmotionCache>
        {/* No disableTransitionOnChange: it injects a <style> without the CSP nonce. */}
        <ThemeProvider theme={theme} defaultMode="system" storageManager={schemeStorageManager} disableStyleSheetGeneration>
          {children}
        </ThemeProvider>
      </EmotionCache>
    </InScope>
  );
}
