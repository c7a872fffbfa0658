"use client";
// The colour-scheme choice in the user menu: System (follows the operating system's light or
// dark setting, the default), Light or Dark, as a menu of radio items. MUI keeps the choice in
// this browser's localStorage and the early script in the root layout applies it before paint.
// The list loads on the first open, as LinkMenu's does; if its chunk is gone (a new deploy),
// the button's place says so and offers Reload.
import { useState } from "react";
import dynamic from "next/dynamic";
import PathIcon from "@/components/common/plain/PathIcon";
import PlainButton from "@/components/common/plain/PlainButton";
import { useColorScheme } from "@mui/material/styles";
import ChunkErrorBoundary from "./ChunkErrorBoundary";
import type { Mode } from "./ThemeMenuList";

const ThemeMenuList = dynamic(() => import("./ThemeMenuList"), { ssr: false });

export default function ThemeMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const { mode, setMode } = useColorScheme();
  const open = anchor !== null;

  function choose(next: Mode) {
    setMode(next);
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
