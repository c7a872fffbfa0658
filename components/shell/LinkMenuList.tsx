"use client";
// The popup list of LinkMenu, loaded on the first open: one link per entry.
import Link from "next/link";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import type { MenuLink } from "./menuLink";

export interface LinkMenuListProps {
  id: string;
  /** The button that opened it, which names the menu. */
  labelledBy: string;
  anchor: HTMLElement | null;
  links: readonly MenuLink[];
  onClose(): void;
}

export default function LinkMenuList({ id, labelledBy, anchor, links, onClose }: LinkMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { "aria-labelledby": labelledBy } }}>
      {links.map((link) => (
        <MenuItem key={link.href} component={Link} href={link.href} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
