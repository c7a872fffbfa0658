"use client";
// Pairs with the mark the shell's search sets when its debounce fires: `npm run bench` reads
// the measure `{name}` (debounce to painted rows). A layout effect runs once the filtered rows
// are in the DOM, before they are painted; the next animation frame is the one that paints
// them, and a task queued from it runs after.
import { useLayoutEffect } from "react";

export const FILTER_START_MARK = "instances:filter-start";

export function useFilterPaintMeasure(name: string, rows: unknown): void {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(FILTER_START_MARK, "mark").length === 0) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.measure(name, FILTER_START_MARK);
        performance.clearMarks(FILTER_START_MARK);
      }, 0),
    );
  }, [name, rows]);
}
