"use client";
// The list's selection for bulk actions: a click toggles a row, a shift-click sets the
// range from the last clicked row to this one (to this row's new state), and the header's box
// selects or clears every row the search shows. Rows that leave the list leave the selection.
// `idOf` names a row; pass one function for the component's life (a module's own).
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

export function useRowSelection<T>(shown: readonly T[], all: readonly T[], idOf: (item: T) => string, ready = true): RowSelection {
  const [raw, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const anchor = useRef<string | null>(null);
  // The shown rows' ids are taken when a click needs them, not on every search: at 20,000 rows
  // listing them cost a search about a millisecond and a half.
  const latest = useRef({ shown, idOf });
  useEffect(() => {
    latest.current = { shown, idOf };
  }, [shown, idOf]);
  const shownIds = useCallback(() => latest.current.shown.map(latest.current.idOf), []);

  // Rows that left the list are not selected, whatever the raw set still holds.
  const present = useMemo(() => {
    if (raw.size === 0) return raw;
    const ids = new Set(all.map(idOf));
    return [...raw].every((id) => ids.has(id)) ? raw : new Set([...raw].filter((id) => ids.has(id)));
  }, [raw, all, idOf]);
  const selected = present;

  const toggle = useCallback((id: string, shift: boolean) => {
    const ids = shownIds();
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
  }, [shownIds]);

  const shownState = useMemo(() => {
    if (selected.size === 0) return "none";
    let count = 0;
    for (const item of shown) if (selected.has(idOf(item))) count += 1;
    return count === 0 ? "none" : count === shown.length ? "all" : "some";
  }, [shown, selected, idOf]);

  const toggleShown = useCallback(() => {
    const ids = shownIds();
    setSelected((prev) => {
      const allOn = ids.length > 0 && ids.every((id) => prev.has(id));
      const next = new Set(prev);
      for (const id of ids) {
        if (allOn) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, [shownIds]);

  const clear = useCallback(() => {
    setSelected(new Set());
    anchor.current = null;
  }, []);

  return useMemo(() => ({ selected, toggle, toggleShown, clear, shownState, ready }), [selected, toggle, toggleShown, clear, shownState, ready]);
}
