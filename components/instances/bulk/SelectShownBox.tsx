"use client";
// The selection column's header: one box for every row the search shows (mixed when some are).
import { useEffect, useRef } from "react";
import type { RowSelection } from "./useRowSelection";

export default function SelectShownBox({ selection }: { selection: RowSelection }) {
  const box = useRef<HTMLInputElement>(null);
  const { shownState, toggleShown } = selection;
  useEffect(() => {
    if (box.current) box.current.indeterminate = shownState === "some";
  }, [shownState]);
  return <input ref={box} type="checkbox" className="select" aria-label="Select all shown instances" checked={shownState === "all"} onChange={toggleShown} />;
}
