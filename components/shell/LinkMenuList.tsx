"use client";
// The popup list of LinkMenu, loaded on the first open. An entry whose page is not built yet
// is a disabled item saying "Coming soon", not a link (nothing to prefetch, no dead end).
import Link from "next/link";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Box from "@mui/material/Box";
import { COMING_SOON, type MenuLink } from "./menuLink";

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
    // Disabled entries stay focusable so a keyboard user reaches them and hears why.
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { disabledItemsFocusable: true, "aria-labelledby": labelledBy } }}>
      {links.map((link) =>
        link.comingSoon ? (
          // Full opacity: the greyed-out default would fail the contrast the label needs to be read.
          <MenuItem key={link.href} disabled sx={{ "&.Mui-disabled": { opacity: 1 }, flexDirection: "column", alignItems: "flex-start" }}>
            <span>{link.label}</span>
            <Box component="span" sx={{ fontSize: 12, color: "text.secondary" }}>
              {COMING_SOON}
            </Box>
          </MenuItem>
        ) : (
          <MenuItem key={link.href} component={Link} href={link.href} onClick={onClose}>
            {link.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
