"use client";
// Whether the audit trail's hash chain holds, beside the export: verified (every row read
// matches its hash and follows the one before), still being checked, or broken at a row — that
// row and what is wrong with it shown to superadmins, who see every row.
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import type { TrailIntegrity } from "@/lib/audit/integrity";

export interface TrailIntegrityNoteProps {
  integrity: TrailIntegrity;
  /** Name the broken row (a superadmin). */
  detail: boolean;
}

function plural(n: number, one: string): string {
  return `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;
}

export default function TrailIntegrityNote({ integrity, detail }: TrailIntegrityNoteProps) {
  if (integrity.state === "broken") {
    const where = detail && integrity.broken ? `Trail broken at row #${integrity.broken.id}` : "Trail integrity check failed";
    const why = detail && integrity.broken ? integrity.broken.message : "A superadmin can see which row.";
    return (
      <Tooltip title={why} describeChild>
        <Chip data-testid="trail-integrity" data-state="broken" color="error" size="small" label={where} />
      </Tooltip>
    );
  }
  const label = integrity.state === "verified" ? "Trail verified" : "Trail being verified";
  const why = `${plural(integrity.checked, "row")} chained by hash and checked${integrity.state === "verified" ? "" : " so far"}.`;
  return (
    <Tooltip title={why} describeChild>
      <Chip data-testid="trail-integrity" data-state={integrity.state} color={integrity.state === "verified" ? "success" : "default"} variant="outlined" size="small" label={label} />
    </Tooltip>
  );
}
