"use client";
// The Scheduled Update section's volumes table (spec 3 §2.8, §4): ID, PARTITION, VERSION,
// CLIENT, SSL, SIZE, USAGE and, for those who may schedule, UPDATE with a select-all box. A
// row's box is enabled only once its domain validated as valid; select-all touches only those.
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Volume } from "@/lib/contract/schemas/volume";
import { lmsLabel } from "@/lib/domain/lmsOperations";
import { selectAllState } from "@/lib/domain/upgradeVolumes";
import { DASH, gigabytes, sslText } from "@/components/instances/information/volumes/volumeCells";

const COLUMNS = ["ID", "PARTITION", "VERSION", "CLIENT", "SSL", "SIZE", "USAGE"] as const;

export interface UpdateColumn {
  checked: ReadonlySet<string>;
  enabled: readonly string[];
  onToggle(volumeId: string, on: boolean): void;
  onToggleAll(on: boolean): void;
}

export interface UpgradeVolumesTableProps {
  volumes: readonly Volume[];
  /** Absent for those who may not schedule. */
  update?: UpdateColumn;
}

export default function UpgradeVolumesTable({ volumes, update }: UpgradeVolumesTableProps) {
  const all = update ? selectAllState(update.checked, update.enabled) : null;
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Volumes to update">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
            {update && all && (
              <TableCell padding="checkbox" sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                <Checkbox
                  size="small"
                  checked={all.checked}
                  indeterminate={all.indeterminate}
                  disabled={all.disabled}
                  onChange={(event) => update.onToggleAll(event.target.checked)}
                  slotProps={{ input: { "aria-label": "Select all LMSs" } }}
                />
                UPDATE
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {volumes.map((volume) => {
            const enabled = update?.enabled.includes(volume.volumeId) ?? false;
            return (
              <TableRow key={volume.volumeId}>
                <TableCell>{volume.volumeId}</TableCell>
                <TableCell>{volume.partition || DASH}</TableCell>
                <TableCell>{volume.version || DASH}</TableCell>
                <TableCell>{volume.client || DASH}</TableCell>
                <TableCell>{sslText(volume.sslState)}</TableCell>
                <TableCell>{gigabytes(volume.size)}</TableCell>
                <TableCell>{gigabytes(volume.usage)}</TableCell>
                {update && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={enabled && update.checked.has(volume.volumeId)}
                      disabled={!enabled}
                      onChange={(event) => update.onToggle(volume.volumeId, event.target.checked)}
                      slotProps={{ input: { "aria-label": `Update ${lmsLabel(volume)}` } }}
                    />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
