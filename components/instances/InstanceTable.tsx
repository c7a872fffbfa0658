"use client";
// The instance table (spec 1 §2): columns Status, Name, Type, Version, Instance ID, IP,
// Certificate, Settings. Only the rows in view are rendered; spacer rows keep the
// scrollbar true to the full list.
import { useCallback, type MouseEvent } from "react";
import { useRouter } from "next/navigation";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import { navigateOnPlainClick } from "@/components/common/delegatedNavigation";
import { useFilterPaintMeasure } from "@/components/common/useFilterPaintMeasure";
import { useWindowedRows } from "@/components/common/useWindowedRows";
import InstanceRow from "./InstanceRow";
import { ROW_HEIGHT, tableSx } from "./tableStyles";

// Fixed widths (the name takes the rest): the table lays out without measuring its cells,
// which keeps a filter's repaint cheap and the columns still as the rows change.
const COLUMNS: { label: string; width?: number }[] = [
  { label: "Status", width: 110 },
  { label: "Name" },
  { label: "Type", width: 130 },
  { label: "Version", width: 100 },
  { label: "Instance ID", width: 190 },
  { label: "IP", width: 140 },
  { label: "Certificate", width: 110 },
  { label: "Settings", width: 360 },
];

export interface InstanceTableProps {
  instances: Instance[];
  region: Region;
  showUpgrade: boolean;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
  onChangeSize?(instance: Instance): void;
}

export default function InstanceTable({ instances, region, showUpgrade, onRenew, onChangeSize }: InstanceTableProps) {
  const { containerRef, onScroll, window: win } = useWindowedRows(instances.length, ROW_HEIGHT);
  const router = useRouter();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => navigateOnPlainClick(event, (href) => router.push(href, { scroll: false })),
    [router],
  );

  useFilterPaintMeasure("instances:filter", instances);

  return (
    <TableContainer ref={containerRef} onScroll={onScroll} sx={{ flexGrow: 1, minHeight: 0, bgcolor: "background.paper", borderRadius: 1, border: 1, borderColor: "divider" }}>
      <Table stickyHeader size="small" aria-label="Instances" aria-rowcount={instances.length + 1} sx={tableSx}>
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
          {/* Keyed by position: a new filter result updates the rows on screen in place
              instead of unmounting and mounting a screenful of them. */}
          {instances.slice(win.start, win.end).map((instance, i) => (
            <InstanceRow key={win.start + i} instance={instance} index={win.start + i} region={region} showUpgrade={showUpgrade} onRenew={onRenew} onChangeSize={onChangeSize} />
          ))}
          {win.after > 0 ? <tr aria-hidden style={{ height: win.after }} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
