"use client";
// The batch's LMSs with their checkboxes (spec 3 §2.7, §4): only an enabled (validated, complete)
// LMS can be checked; select-all touches only the enabled ones.
import Checkbox from "@mui/material/Checkbox";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { entryKey, type BatchEntry } from "@/lib/domain/batchApproval";

export interface BatchLmsTableProps {
  entries: readonly BatchEntry[];
  checked: ReadonlySet<string>;
  isEnabled(entry: BatchEntry): boolean;
  /** Nothing may change (approved already, or not a superadmin). */
  disabled: boolean;
  /** The domains are still being validated. */
  validating: boolean;
  onChange(next: ReadonlySet<string>): void;
}

export default function BatchLmsTable({ entries, checked, isEnabled, disabled, validating, onChange }: BatchLmsTableProps) {
  const enabledKeys = disabled ? [] : entries.filter(isEnabled).map(entryKey);
  const checkedEnabled = enabledKeys.filter((k) => checked.has(k)).length;
  const all = enabledKeys.length > 0 && checkedEnabled === enabledKeys.length;

  function toggleAll() {
    const next = new Set(checked);
    for (const key of enabledKeys) {
      if (all) next.delete(key);
      else next.add(key);
    }
    onChange(next);
  }

  function toggle(key: string) {
    const next = new Set(checked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onChange(next);
  }

  return (
    <TableContainer>
      <Table size="small" aria-label="LMSs of the batch" aria-busy={validating || undefined}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={checkedEnabled > 0 && !all}
                disabled={enabledKeys.length === 0}
                onChange={toggleAll}
                slotProps={{ input: { "aria-label": "Select all LMSs" } }}
              />
            </TableCell>
            <TableCell>DOMAIN</TableCell>
            <TableCell>INSTANCE</TableCell>
            <TableCell>VOLUME</TableCell>
            <TableCell>DEPLOYMENT</TableCell>
            <TableCell>CLIENT</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const key = entryKey(entry);
            const enabled = !disabled && isEnabled(entry);
            return (
              <TableRow key={key}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isEnabled(entry) && checked.has(key)}
                    disabled={!enabled}
                    onChange={() => toggle(key)}
                    slotProps={{ input: { "aria-label": `Approve ${entry.domain || entry.instanceId}` } }}
                  />
                </TableCell>
                <TableCell>{entry.domain || "—"}</TableCell>
                <TableCell>{entry.instanceId}</TableCell>
                <TableCell>{entry.volumeId ?? "—"}</TableCell>
                <TableCell>{entry.deploymentType}</TableCell>
                <TableCell>{entry.client || "—"}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
