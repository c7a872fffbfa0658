"use client";
// The colour-scheme choice in the user menu: System (follows the operating system's light or
// dark setting, the default), Light or Dark, as a menu of radio items. The choice is kept in
// this browser's localStorage (colorSchemeStore, under MUI's key) and the early script in the
// root layout applies it before paint; while System is chosen, a change of the system's scheme
// is followed here, on every page of the shell.
// The list loads on the first open, as LinkMenu's does; if its chunk is gone (a new deploy),
// the button's place says so and offers Reload.
import { useEffect, useState, useSyncExternalStore } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import PathIcon from "@/components/common/plain/PathIcon";
import PlainButton from "@/components/common/plain/PlainButton";
import { followSystemScheme, readMode, subscribeMode, writeMode, type Mode } from "@/components/common/colorSchemeStore";
import ChunkErrorBoundary from "./ChunkErrorBoundary";

const ThemeMenuList = lazyWithMui(() => import("./ThemeMenuList"));

export default function ThemeMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  // Unknown on the server (no item is checked until the page is hydrated).
  const mode = useSyncExternalStore<Mode | undefined>(subscribeMode, readMode, () => undefined);
  useEffect(followSystemScheme, []);
  const open = anchor !== null;

  function choose(next: Mode) {
    writeMode(next);
    setAnchor(null);
  }

  return (
    <>
      {/* Named in words, not by a tooltip: a tooltip left open by the pointer or the returning
          focus sits outside the page's landmarks. */}
      <PlainButton
        color="inherit"
        startIcon={<PathIcon name="theme" />}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
      >
        Theme
      </PlainButton>
      {opened && (
        <ChunkErrorBoundary>
          <ThemeMenuList anchor={anchor} mode={mode} onChoose={choose} onClose={() => setAnchor(null)} />
        </ChunkErrorBoundary>
      )}
    </>
  );
}
