"use client";
// Builds the list's sort keys in the browser's idle time once a list arrives (issue 18): at
// 5,000 rows, building one column's keys costs a first sort by it several milliseconds that
// the user would otherwise wait for in the frame after the click.
import { useEffect } from "react";
import { prepareSortKeys, type ViewableInstance } from "@/lib/domain/listView";

export function usePreparedSortKeys(rows: readonly ViewableInstance[] | undefined): void {
  useEffect(() => {
    if (!rows || rows.length === 0 || typeof requestIdleCallback !== "function") return;
    let next = 0;
    let handle = 0;
    const work = (deadline: IdleDeadline) => {
      next = prepareSortKeys(rows, next, () => deadline.timeRemaining() > 1);
      if (next < rows.length) handle = requestIdleCallback(work);
    };
    handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }, [rows]);
}
