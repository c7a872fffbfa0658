"use client";
// The Saved views menu, loaded on first open: each of the user's own views, then the views shared
// with the team (each marked Shared, in its text and its accessible name), as links to their
// addresses (a client-side navigation, so the list, which reads its view from the address, shows
// it), after saving the view on screen and managing (deleting) the saved ones.
import Link from "next/link";
import Divider from "@mui/material/Divider";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useSavedViews } from "@/data/views/useSavedViews";
import { splitSavedViews, type SavedView } from "@/lib/domain/savedViews";
import SharedMark from "./SharedMark";

export interface SavedViewsMenuProps {
  id: string;
  /** The button that opened it, which names the menu. */
  labelledBy: string;
  anchor: HTMLElement | null;
  onClose(): void;
  onSave(): void;
  onManage(): void;
}

// Full opacity: greyed-out text would fail the contrast a status line needs to be read.
const STATUS_SX = { "&.Mui-disabled": { opacity: 1 }, color: "text.secondary", whiteSpace: "normal", maxWidth: 360 } as const;
const VIEW_SX = { maxWidth: 360, whiteSpace: "normal", overflowWrap: "anywhere" } as const;
const NO_VIEWS: SavedView[] = [];

export default function SavedViewsMenu({ id, labelledBy, anchor, onClose, onSave, onManage }: SavedViewsMenuProps) {
  const { data: views, error, isLoading } = useSavedViews(true);
  const { own, team } = splitSavedViews(views ?? NO_VIEWS);
  const choose = (next: () => void) => () => {
    onClose();
    next();
  };
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} slotProps={{ list: { disabledItemsFocusable: true, "aria-labelledby": labelledBy } }}>
      {/* The actions come first: the item focused on opening must not be one the read replaces. */}
      <MenuItem onClick={choose(onSave)}>Save this view…</MenuItem>
      {views && views.length > 0 ? <MenuItem onClick={choose(onManage)}>Manage saved views…</MenuItem> : null}
      <Divider />
      {isLoading ? (
        <MenuItem disabled sx={STATUS_SX}>
          Reading your saved views…
        </MenuItem>
      ) : null}
      {error instanceof Error ? (
        <MenuItem disabled sx={STATUS_SX}>
          {error.message}
        </MenuItem>
      ) : null}
      {views?.length === 0 ? (
        <MenuItem disabled sx={STATUS_SX}>
          No saved views yet
        </MenuItem>
      ) : null}
      {own.map((view) => (
        <MenuItem key={view.id} component={Link} href={view.url} onClick={onClose} sx={VIEW_SX}>
          {view.name}
        </MenuItem>
      ))}
      {own.length > 0 && team.length > 0 ? <Divider /> : null}
      {team.map((view) => (
        <MenuItem key={view.id} component={Link} href={view.url} onClick={onClose} aria-label={`${view.name}, Shared`} sx={{ ...VIEW_SX, justifyContent: "space-between" }}>
          {view.name}
          <SharedMark />
        </MenuItem>
      ))}
    </Menu>
  );
}
