"use client";
// The RDS table (spec 2 §2.10): State, Name, Type, Engine, Storage, Usage Storage, Settings.
// Only the rows in view are rendered (spacer rows keep the scrollbar true), and only those
// ask for their usage, so a region of 1,000 servers scrolls and filters smoothly.
import { useCallback, type MouseEvent } from "react";
import { useRouter } from "next/navigation";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { DbInstance } from "@/lib/contract/schemas/database";
import type { Region } from "@/lib/domain/regions";
import { navigateOnPlainClick } from "@/components/common/delegatedNavigation";
import { useFilterPaintMeasure } from "@/components/common/useFilterPaintMeasure";
import { useWindowedRows } from "@/components/common/useWindowedRows";
import { ROW_HEIGHT, tableSxFor } from "@/components/instances/tableStyles";
import DbInstanceRow from "./DbInstanceRow";

const COLUMNS: { label: string; width?: number }[] = [
  { label: "State", width: 120 },
  { label: "Name" },
  { label: "Type", width: 150 },
  { label: "Engine", width: 160 },
  { label: "Storage", width: 100 },
  { label: "Usage Storage", width: 160 },
  { label: "Settings", width: 250 },
];

const sx = tableSxFor(1100);

export default function DbInstanceTable({ servers, region }: { servers: DbInstance[]; region: Region }) {
  const { containerRef, onScroll, window: win } = useWindowedRows(servers.length, ROW_HEIGHT);
  const router = useRouter();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => navigateOnPlainClick(event, (href) => router.push(href, { scroll: false })),
    [router],
  );
  useFilterPaintMeasure("dbinstances:filter", servers);

  return (
    <TableContainer ref={containerRef} onScroll={onScroll} sx={{ flexGrow: 1, minHeight: 0, bgcolor: "background.paper", borderRadius: 1, border: 1, borderColor: "divider" }}>
      <Table stickyHeader size="small" aria-label="DB instances" aria-rowcount={servers.length + 1} sx={sx}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {COLUMNS.map((c) => (
              <TableCell key={c.label} sx={{ fontWeight: 700, whiteSpace: "nowrap", width: c.width }}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody onClick={onClick}>
          {win.before > 0 ? <tr aria-hidden style={{ height: win.before }} /> : null}
          {servers.slice(win.start, win.end).map((server, i) => (
            <DbInstanceRow key={win.start + i} server={server} index={win.start + i} region={region} />
          ))}
          {win.after > 0 ? <tr aria-hidden style={{ height: win.after }} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
