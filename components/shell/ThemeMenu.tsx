"use client";
// The colour-scheme choice in the user menu: System (follows the operating system's light or
// dark setting, the default), Light or Dark, as a menu of radio items. MUI keeps the choice in
// this browser's localStorage and the early script in the root layout applies it before paint.
import { useState } from "react";
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useColorScheme } from "@mui/material/styles";
import { CheckIcon, ThemeIcon } from "@/components/common/icons";

type Mode = "system" | "light" | "dark";

const MODES: ReadonlyArray<{ mode: Mode; label: string }> = [
  { mode: "system", label: "System" },
  { mode: "light", label: "Light" },
  { mode: "dark", label: "Dark" },
];

export default function ThemeMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // `mode` is undefined until mounted (the server cannot know it): no item is checked then.
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
      <Button color="inherit" size="small" startIcon={<ThemeIcon />} aria-haspopup="menu" aria-expanded={open} onClick={(e) => setAnchor(e.currentTarget)}>
        Theme
      </Button>
      <Menu anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { "aria-label": "Theme" } }}>
        {MODES.map((item) => (
          <MenuItem key={item.mode} role="menuitemradio" aria-checked={mode === item.mode} selected={mode === item.mode} onClick={() => choose(item.mode)}>
            <ListItemIcon>{mode === item.mode ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
