"use client";
// A toolbar button that opens a menu of page links (the +, Reports and Administration menus).
// The menu itself (MUI Menu, Popover, Modal) loads on first open: most visits never open it;
// if its chunk is gone (a new deploy), the button's place says so and offers Reload.
import { useId, useState, type ReactNode } from "react";
import { lazyWithMui } from "@/components/common/mui/lazyWithMui";
import PlainButton from "@/components/common/plain/PlainButton";
import ChunkErrorBoundary from "./ChunkErrorBoundary";
import type { MenuLink } from "./menuLink";

export type { MenuLink } from "./menuLink";

const LinkMenuList = lazyWithMui(() => import("./LinkMenuList"));

export default function LinkMenu({ label, links, icon }: { label: string; links: readonly MenuLink[]; icon?: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const buttonId = useId();
  if (links.length === 0) return null;
  return (
    <>
      <PlainButton
        id={buttonId}
        color="inherit"
        startIcon={icon}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
      >
        {label}
      </PlainButton>
      {opened && (
        <ChunkErrorBoundary>
          <LinkMenuList id={id} labelledBy={buttonId} anchor={anchor} links={links} onClose={() => setAnchor(null)} />
        </ChunkErrorBoundary>
      )}
    </>
  );
}
