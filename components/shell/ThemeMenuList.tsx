"use client";
// The popup list of ThemeMenu, loaded on the first open (MUI's Menu, Popover and Modal are
// not needed until then): System, Light and Dark as radio items.
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { CheckIcon } from "@/components/common/icons";

import type { Mode } from "@/components/common/colorSchemeStore";

const MODES: ReadonlyArray<{ mode: Mode; label: string }> = [
  { mode: "system", label: "System" },
  { mode: "light", label: "Light" },
  { mode: "dark", label: "Dark" },
];

export interface ThemeMenuListProps {
  anchor: HTMLElement | null;
  /** The mode in force; undefined until mounted (the server cannot know it): no item is checked then. */
  mode: Mode | undefined;
  onChoose(mode: Mode): void;
  onClose(): void;
}

export default function ThemeMenuList({ anchor, mode, onChoose, onClose }: ThemeMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { "aria-label": "Theme" } }}>
      {MODES.map((item) => (
        <MenuItem key={item.mode} role="menuitemradio" aria-checked={mode === item.mode} selected={mode === item.mode} onClick={() => onChoose(item.mode)}>
          <ListItemIcon>{mode === item.mode ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
