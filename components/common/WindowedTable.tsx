"use client";
// A long list's table: fixed column widths (the table lays out without measuring its cells,
// which keeps a filter's repaint cheap), a sticky header, only the rows in view rendered
// (spacer rows keep the scrollbar true to the full list), plain `a[data-nav]` row links turned
// into client navigations by one delegated handler, and the search's debounce-to-paint measure
// for `npm run bench`; headers of sortable columns sort (aria-sort says how). The instance and RDS
// lists are each this with their own rows.
import { memo, useCallback, useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import type { SxProps, Theme } from "@mui/material/styles";
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
  sx: SxProps<Theme>;
  /** The user-timing measure of a search's repaint. */
  measure: string;
  /** The sort in force, and what choosing a sortable column's header does. */
  sort?: TableSort | null;
  onSort?(key: string): void;
  /** The row the keyboard is on (j/k), scrolled into view; the row itself takes the focus. */
  activeIndex?: number | null;
  /** One row; `index` is its place in `rows`. Keyed by position, so a new filter result updates
   * the rows on screen in place instead of unmounting and mounting a screenful of them. */
  renderRow(row: T, index: number): ReactNode;
}

/** A column's header: a button that sorts where the column sorts (aria-sort says how). */
const HeaderCell = memo(function HeaderCell({ column: c, active, onSort }: { column: TableColumn; active: TableSort["direction"] | null; onSort?(key: string): void }) {
  const sortable = Boolean(c.sortKey && onSort);
  return (
    <TableCell
      className={c.className}
      sx={{ fontWeight: 700, whiteSpace: "nowrap", width: c.width }}
      aria-sort={sortable ? (active === "asc" ? "ascending" : active === "desc" ? "descending" : "none") : undefined}
    >
      {sortable ? (
        <TableSortLabel active={active !== null} direction={active ?? "asc"} onClick={() => onSort!(c.sortKey!)}>
          {c.label}
        </TableSortLabel>
      ) : (
        (c.header ?? c.label)
      )}
    </TableCell>
  );
});

export default function WindowedTable<T>({ label, columns, rows, rowHeight, sx, measure, sort, onSort, activeIndex = null, renderRow }: WindowedTableProps<T>) {
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
    <TableContainer ref={containerRef} onScroll={onScroll} sx={{ flexGrow: 1, minHeight: 0, bgcolor: "background.paper", borderRadius: 1, border: 1, borderColor: "divider" }}>
      <Table stickyHeader size="small" aria-label={label} aria-rowcount={rows.length + 1} sx={sx}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {columns.map((c) => (
              <HeaderCell key={c.label} column={c} active={sort && c.sortKey === sort.key ? sort.direction : null} onSort={onSort ? sortBy : undefined} />
            ))}
          </TableRow>
        </TableHead>
        <TableBody onClick={onClick}>
          {win.before > 0 ? <tr aria-hidden style={{ height: win.before }} /> : null}
          {rows.slice(win.start, win.end).map((row, i) => renderRow(row, win.start + i))}
          {win.after > 0 ? <tr aria-hidden style={{ height: win.after }} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
