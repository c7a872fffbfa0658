"use client";
// Keyboard for a long list: j and k move the row focus down and up, Enter opens the
// focused row, x selects or clears it (where the list has a selection); from the search box,
// Enter or ↓ goes to the first row. Keys typed into a field, or pressed while a dialog is open,
// are left alone.
import { useEffect, useState } from "react";
import { dialogOpen, isTypingTarget } from "@/lib/client/typingTarget";

export function useRowKeys(count: number, onOpen: (index: number) => void, onToggle?: (index: number) => void): number | null {
  const [active, setActive] = useState<number | null>(null);
  const current = active === null || count === 0 ? null : Math.min(active, count - 1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || count === 0 || dialogOpen()) return;
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === "search") {
        if (event.key === "Enter" || event.key === "ArrowDown") {
          event.preventDefault();
          // Asked for from the search box: the focus goes to the first row (a row never takes it
          // from a field on its own). Already the keyboard's row, it is focused here, since its
          // own focusing runs only when it becomes the keyboard's row.
          target.blur();
          if (current === 0) document.querySelector<HTMLElement>('tr.active[tabindex="0"]')?.focus({ preventScroll: true });
          setActive(0);
        }
        return;
      }
      if (isTypingTarget(target)) return;
      const onRow = current !== null && target instanceof HTMLTableRowElement;
      if (event.key === "j" || event.key === "k") {
        event.preventDefault();
        const step = event.key === "j" ? 1 : -1;
        setActive(current === null ? 0 : Math.max(0, Math.min(count - 1, current + step)));
      } else if (event.key === "Enter" && onRow) {
        event.preventDefault();
        onOpen(current);
      } else if (event.key === "x" && onRow && onToggle) {
        event.preventDefault();
        onToggle(current);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [count, current, onOpen, onToggle]);

  return current;
}
