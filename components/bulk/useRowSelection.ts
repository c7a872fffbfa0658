"use client";
// The list's selection for bulk actions (issue 18): a click toggles a row, a shift-click sets the
// range from the last clicked row to this one (to this row's new state), and the header's box
// selects or clears every row the search shows. Rows that leave the list leave the selection.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

export interface RowSelection {
  selected: ReadonlySet<string>;
  toggle(id: string, shift: boolean): void;
  /** Selects every shown row, or clears them when all are selected already. */
  toggleShown(): void;
  clear(): void;
  /** Among the shown rows: all selected, some, or none. */
  shownState: "all" | "some" | "none";
  /** False while only the first rows of a long list are here: "every shown row" must wait for the rest. */
  ready: boolean;
}

export function useRowSelection(shownIds: readonly string[], allIds: readonly string[], ready = true): RowSelection {
  const [raw, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  const shown = useRef(shownIds);
  useEffect(() => {
    shown.current = shownIds;
  }, [shownIds]);

  // Rows that left the list are not selected, whatever the raw set still holds.
  const present = useMemo(() => {
    const ids = new Set(allIds);
    return [...raw].every((id) => ids.has(id)) ? raw : new Set([...raw].filter((id) => ids.has(id)));
  }, [raw, allIds]);
  const selected = present;

  const toggle = useCallback((id: string, shift: boolean) => {
    const ids = shown.current;
    const from = anchor.current === null ? -1 : ids.indexOf(anchor.current);
    const to = ids.indexOf(id);
    setSelected((prev) => {
      const next = new Set(prev);
      const on = !prev.has(id);
      if (shift && from >= 0 && to >= 0) {
        for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
          if (on) next.add(ids[i]);
          else next.delete(ids[i]);
        }
      } else if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    anchor.current = id;
  }, []);

  const shownState = useMemo(() => {
    let count = 0;
    for (const id of shownIds) if (selected.has(id)) count += 1;
    return count === 0 ? "none" : count === shownIds.length ? "all" : "some";
  }, [shownIds, selected]);

  const toggleShown = useCallback(() => {
    const ids = shown.current;
    setSelected((prev) => {
      const allOn = ids.length > 0 && ids.every((id) => prev.has(id));
      const next = new Set(prev);
      for (const id of ids) {
        if (allOn) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setSelected(new Set());
    anchor.current = null;
  }, []);

  return useMemo(() => ({ selected, toggle, toggleShown, clear, shownState, ready }), [selected, toggle, toggleShown, clear, shownState, ready]);
}
