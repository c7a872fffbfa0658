"use client";
// A dialog that is a route (the nextgram idiom): it opens over the page beneath (the layout
// beneath stays mounted, so nothing reloads), and closing returns to `closeTo`, the place the
// route table names (the list, or the parent modal of a nested one). Closing never leaves a
// history entry that reopens the modal: when the entry before this one is `closeTo` (the modal
// was opened from there within the console), closing goes back to it; otherwise (a cold deep
// link, or a modal reached another way) it replaces this entry with `closeTo`, so Back then
// leaves to wherever the user came from. Browser Back closes it too.
import { useCallback, useId, useRef, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";

export interface RouteModalProps {
  title: string;
  closeTo: string;
  children: ReactNode;
  maxWidth?: "sm" | "md" | "lg" | "xl";
}

/** The same place, by path and query, as the browser resolves both. A target without a query
 * is any view of its page: the list the modal opened over may carry its view's query. */
function samePlace(url: string, target: string): boolean {
  const a = new URL(url, window.location.href);
  const b = new URL(target, window.location.href);
  return a.origin === b.origin && a.pathname === b.pathname && (b.search === "" || a.search === b.search);
}

/** The URL of the history entry before this one, when the browser tells (the Navigation API;
 * it lists only this origin's entries of this tab). */
function previousEntryUrl(): string | null {
  if (typeof window === "undefined" || !("navigation" in window) || !window.navigation) return null;
  const current = window.navigation.currentEntry;
  if (!current || current.index < 1) return null;
  return window.navigation.entries()[current.index - 1]?.url ?? null;
}

/** Closes the modal the current route shows, to `closeTo`, without leaving an entry that reopens it. */
export function useCloseRouteModal(closeTo: string): () => void {
  const router = useRouter();
  // A second click, Escape or backdrop click while closing must not go back a second entry.
  const closing = useRef(false);
  return useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    const previous = previousEntryUrl();
    if (previous !== null && samePlace(previous, closeTo)) router.back();
    else router.replace(closeTo, { scroll: false });
  }, [closeTo, router]);
}

export default function RouteModal({ title, closeTo, children, maxWidth = "md" }: RouteModalProps) {
  const close = useCloseRouteModal(closeTo);
  // One id per modal: a nested modal's title must not share its parent's.
  const titleId = useId();
  return (
    <Dialog open onClose={close} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
