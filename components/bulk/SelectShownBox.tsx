"use client";
// The selection column's header: one box for every row the search shows (mixed when some are).
import { useEffect, useRef } from "react";
import type { RowSelection } from "./useRowSelection";

export default function SelectShownBox({ selection, label }: { selection: RowSelection; label: string }) {
  const box = useRef<HTMLInputElement>(null);
  const { shownState, toggleShown } = selection;
  useEffect(() => {
    if (box.current) box.current.indeterminate = shownState === "some";
  }, [shownState]);
  return <input ref={box} type="checkbox" className="select" aria-label={label} checked={shownState === "all"} onChange={toggleShown} />;
}
