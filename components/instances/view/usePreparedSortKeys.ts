"use client";
// Prepares the list's sorts in the browser's idle time once a list arrives: first
// every row's sort keys, a few rows at a time, then the order by each column, one column per idle
// period. At 5,000 rows a first sort by a column otherwise builds its keys and sorts them in the
// frame after the click; prepared, it is a lookup.
import { useEffect } from "react";
import { LIST_SORT_KEYS, prepareSortKeys, prepareSortOrder, type ViewableInstance } from "@/lib/domain/listView";

/** An idle period shorter than this leaves a column's sort (a few milliseconds) for the next one. */
const SORT_BUDGET_MS = 8;

export function usePreparedSortKeys(rows: readonly ViewableInstance[] | undefined): void {
  useEffect(() => {
    if (!rows || rows.length === 0 || typeof requestIdleCallback !== "function") return;
    let next = 0;
    let column = 0;
    let handle = 0;
    const work = (deadline: IdleDeadline) => {
      if (next < rows.length) next = prepareSortKeys(rows, next, () => deadline.timeRemaining() > 1);
      while (next === rows.length && column < LIST_SORT_KEYS.length && deadline.timeRemaining() > SORT_BUDGET_MS) {
        prepareSortOrder(rows, LIST_SORT_KEYS[column++]);
      }
      if (column < LIST_SORT_KEYS.length) handle = requestIdleCallback(work);
    };
    handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }, [rows]);
}
