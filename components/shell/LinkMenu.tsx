"use client";
// A toolbar button that opens a menu of page links (the +, Reports and Administration menus).
import { useId, useState, type ReactNode } from "react";
import Link from "next/link";
import Button from "@mui/material/Button";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";

export interface MenuLink {
  href: string;
  label: string;
}

export default function LinkMenu({ label, links, icon }: { label: string; links: MenuLink[]; icon?: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (links.length === 0) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={icon}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {links.map((link) => (
          <MenuItem key={link.href} component={Link} href={link.href} onClick={() => setAnchor(null)}>
            {link.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
