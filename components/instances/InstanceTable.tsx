"use client";
// The instance table (spec 1 §2): columns Status, Name, Type, Version, Instance ID, IP,
// Certificate, Settings. Only the rows in view are rendered; spacer rows keep the
// scrollbar true to the full list.
import { useEffect } from "react";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import { useWindowedRows } from "@/components/common/useWindowedRows";
import InstanceRow from "./InstanceRow";
import { ROW_HEIGHT, tableSx } from "./tableStyles";

const COLUMNS = ["Status", "Name", "Type", "Version", "Instance ID", "IP", "Certificate", "Settings"];

export interface InstanceTableProps {
  instances: Instance[];
  region: Region;
  showUpgrade: boolean;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
}

export default function InstanceTable({ instances, region, showUpgrade, onRenew }: InstanceTableProps) {
  const { containerRef, onScroll, window: win } = useWindowedRows(instances.length, ROW_HEIGHT);

  // Pairs with the mark set when the search debounce fires: `npm run bench` reads the measure.
  useEffect(() => {
    if (performance.getEntriesByName("instances:filter-start", "mark").length === 0) return;
    // A task queued from the next frame runs after that frame has painted.
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.measure("instances:filter", "instances:filter-start");
        performance.clearMarks("instances:filter-start");
      }, 0),
    );
  }, [instances]);

  return (
    <TableContainer ref={containerRef} onScroll={onScroll} sx={{ flexGrow: 1, minHeight: 0, bgcolor: "background.paper", borderRadius: 1, border: 1, borderColor: "divider" }}>
      <Table stickyHeader size="small" aria-label="Instances" aria-rowcount={instances.length + 1} sx={tableSx}>
        <TableHead>
          <TableRow aria-rowindex={1}>
            {COLUMNS.map((c) => (
              <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {win.before > 0 ? <tr aria-hidden style={{ height: win.before }} /> : null}
          {instances.slice(win.start, win.end).map((instance, i) => (
            <InstanceRow key={instance.instanceId} instance={instance} index={win.start + i} region={region} showUpgrade={showUpgrade} onRenew={onRenew} />
          ))}
          {win.after > 0 ? <tr aria-hidden style={{ height: win.after }} /> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
