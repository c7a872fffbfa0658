"use client";
// The selection column's header: one box for every row the search shows (mixed when some are),
// unavailable while only the first rows of a long list are here.
import { useEffect, useRef } from "react";
import type { RowSelection } from "./useRowSelection";

export default function SelectShownBox({ selection, label }: { selection: RowSelection; label: string }) {
  const box = useRef<HTMLInputElement>(null);
  const { shownState, toggleShown, ready } = selection;
  useEffect(() => {
    if (box.current) box.current.indeterminate = shownState === "some";
  }, [shownState]);
  return <input ref={box} type="checkbox" className="select" aria-label={label} checked={shownState === "all"} disabled={!ready} onChange={toggleShown} />;
}
