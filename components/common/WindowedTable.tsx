"use client";
// A long list's table: fixed column widths (the table lays out without measuring its cells,
// which keeps a filter's repaint cheap), a sticky header, only the rows in view rendered
// (spacer rows keep the scrollbar true to the full list), plain `a[data-nav]` row links turned
// into client navigations by one delegated handler, and the search's debounce-to-paint measure
// for `npm run bench`; headers of sortable columns sort (aria-sort says how). The instance and RDS
// lists are each this with their own rows. Plain table elements styled by stylesheets rather
// than MUI's Table parts: the list page's first load is lighter by them, and a sort re-renders
// two header cells without MUI's per-cell context and style resolution.
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import styles from "./windowedTable.module.css";
import { navigateOnPlainClick } from "./delegatedNavigation";
import { useFilterPaintMeasure } from "./useFilterPaintMeasure";
import { useWindowedRows } from "./useWindowedRows";

export interface TableColumn {
  label: string;
  /** What the header cell shows instead of the label (a select-all box). */
  header?: ReactNode;
  /** Pixels; the column without one takes the rest. */
  width?: number;
  /** The class its cells share, for styles that hide a column in a narrow window. */
  className?: string;
  /** Set when the list can be sorted by this column. */
  sortKey?: string;
}

export interface TableSort {
  key: string;
  direction: "asc" | "desc";
}

export interface WindowedTableProps<T> {
  label: string;
  columns: readonly TableColumn[];
  rows: readonly T[];
  rowHeight: number;
  /** The rows' styles (a stylesheet's class) and any more classes of the table. */
  tableClassName: string;
  /** Pixels below which the table scrolls sideways (narrow-window rules may lower it). */
  minWidth: number;
  /** The user-timing measure of a search's repaint. */
  measure: string;
  /** The sort in force, and what choosing a sortable column's header does. */
  sort?: TableSort | null;
  onSort?(key: string): void;
  /** The row the keyboard is on (j/k), scrolled into view; the row itself takes the focus. */
  activeIndex?: number | null;
  /** Shown under the head while there are no rows. The table stays mounted, so the next result
   * fills it in place rather than building it again. */
  empty?: ReactNode;
  /** One row; `index` is its place in `rows`. Keyed by position, so a new filter result updates
   * the rows on screen in place instead of unmounting and mounting a screenful of them. */
  renderRow(row: T, index: number): ReactNode;
}

/** A column's header: a button that sorts where the column sorts (aria-sort says how). */
const HeaderCell = memo(function HeaderCell({ column: c, active, onSort }: { column: TableColumn; active: TableSort["direction"] | null; onSort?(key: string): void }) {
  const sortable = Boolean(c.sortKey && onSort);
  return (
    <th
      scope="col"
      className={c.className}
      // A custom property, not a width: the narrow-window rules of the table's styles must still override it.
      style={c.width === undefined ? undefined : ({ "--column-width": `${c.width}px` } as CSSProperties)}
      aria-sort={sortable ? (active === "asc" ? "ascending" : active === "desc" ? "descending" : "none") : undefined}
    >
      {sortable ? (
        <button type="button" className={active ? `${styles.sort} ${styles.active}${active === "desc" ? ` ${styles.desc}` : ""}` : styles.sort} onClick={() => onSort!(c.sortKey!)}>
          {c.label}
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
          </svg>
        </button>
      ) : (
        (c.header ?? c.label)
      )}
    </th>
  );
});

export default function WindowedTable<T>({ label, columns, rows, rowHeight, tableClassName, minWidth, measure, sort, onSort, activeIndex = null, empty = null, renderRow }: WindowedTableProps<T>) {
  const { containerRef, onScroll, window: win } = useWindowedRows(rows.length, rowHeight);

  // The keyboard's row is brought into view below the sticky header (the row focuses itself once rendered).
  useEffect(() => {
    const el = containerRef.current;
    if (activeIndex === null || !el) return;
    const header = el.querySelector("thead")?.getBoundingClientRect().height ?? rowHeight;
    const top = activeIndex * rowHeight;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + rowHeight > el.scrollTop + el.clientHeight - header) el.scrollTop = top + rowHeight - el.clientHeight + header;
  }, [activeIndex, containerRef, rowHeight]);
  const router = useRouter();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => navigateOnPlainClick(event, (href) => router.push(href, { scroll: false })),
    [router],
  );
  useFilterPaintMeasure(measure, rows);
  // One function for every render, so a sort re-renders only the two header cells it changes.
  const latestSort = useRef(onSort);
  useLayoutEffect(() => {
    latestSort.current = onSort;
  });
  const sortBy = useCallback((key: string) => latestSort.current?.(key), []);

  return (
    <div ref={containerRef} onScroll={onScroll} className={styles.container}>
      {/* A custom property, not a width: narrow-window rules must still override it. */}
      <table aria-label={label} aria-rowcount={rows.length + 1} className={tableClassName} style={{ "--table-min-width": `${minWidth}px` } as CSSProperties}>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((c) => (
              <HeaderCell key={c.label} column={c} active={sort && c.sortKey === sort.key ? sort.direction : null} onSort={onSort ? sortBy : undefined} />
            ))}
          </tr>
        </thead>
        <tbody onClick={onClick}>
          {win.before > 0 ? <tr aria-hidden style={{ height: win.before }} /> : null}
          {rows.slice(win.start, win.end).map((row, i) => renderRow(row, win.start + i))}
          {win.after > 0 ? <tr aria-hidden style={{ height: win.after }} /> : null}
        </tbody>
      </table>
      {rows.length === 0 ? empty : null}
    </div>
  );
}
