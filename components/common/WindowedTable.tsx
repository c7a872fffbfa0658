"use client";
// A long list's table: fixed column widths (the table lays out without measuring its cells,
// which keeps a filter's repaint cheap), a sticky header, only the rows in view rendered
// (spacer rows keep the scrollbar true to the full list), plain `a[data-nav]` row links turned
// into client navigations by one delegated handler, and the search's debounce-to-paint measure
// for `npm run bench`. The instance and RDS lists are each this with their own rows.
import { useCallback, type MouseEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
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
}

export interface WindowedTableProps<T> {
  label: string;
  columns: readonly TableColumn[];
  rows: readonly T[];
  rowHeight: number;
  sx: SxProps<Theme>;
  /** The user-timing measure of a search's repaint. */
  measure: string;
  /** One row; `index` is its place in `rows`. Keyed by position, so a new filter result updates
   * the rows on screen in place instead of unmounting and mounting a screenful of them. */
  renderRow(row: T, index: number): ReactNode;
}

export default function WindowedTable<T>({ label, columns, rows, rowHeight, sx, measure, renderRow }: WindowedTableProps<T>) {
  const { containerRef, onScroll, window: win } = useWindowedRows(rows.length, rowHeight);
  const router = useRouter();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => navigateOnPlainClick(event, (href) => router.push(href, { scroll: false })),
    [router],
  );
  useFilterPaintMeasure(measure, rows);

  return (
    <TableContainer ref={containerRef} onScroll={onScroll} sx={{ flexGrow: 1, minHeight: 0, bgcolor: "background.paper", borderRadius: 1, border: 1, borderColor: "divider" }}>
      <Table stickyHeader size="small" aria-label={label} aria-rowcount={rows.length + 1} sx={sx}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {columns.map((c) => (
              <TableCell key={c.label} sx={{ fontWeight: 700, whiteSpace: "nowrap", width: c.width }}>
                {c.header ?? c.label}
              </TableCell>
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
