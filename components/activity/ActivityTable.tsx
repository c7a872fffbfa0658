"use client";
// The audit rows as a table: when (UTC), who, what, to what, where, why, how it went, how long,
// and the request id a user can quote. Scrolls sideways on narrow windows.
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ActivityRow } from "@/lib/audit/activity";
import BoldTableHead from "@/components/common/BoldTableHead";

const HEADERS = ["Time (UTC)", "User", "Action", "Target", "Region", "Motive", "Outcome", "Duration", "Request id"];
const OUTCOME_COLOURS = { ok: "success", refused: "warning", failed: "error" } as const;
const MONO = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 12 };

function when(iso: string): string {
  return iso.replace("T", " ").replace(/\.\d+Z$/, "").replace("Z", "");
}

function target(row: ActivityRow): string {
  const name = row.targetName && row.targetName !== row.targetId ? row.targetName : null;
  return [row.targetId, name].filter(Boolean).join(" · ") || "—";
}

export default function ActivityTable({ rows }: { rows: readonly ActivityRow[] }) {
  if (rows.length === 0) return <Typography role="status">No activity matches these filters.</Typography>;
  return (
    <Paper variant="outlined" sx={{ overflowX: "auto" }} tabIndex={0} aria-label="Activity entries">
      <Table size="small" aria-label="Activity">
        <BoldTableHead headers={HEADERS} />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-request-id={row.requestId}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{when(row.at)}</TableCell>
              <TableCell>
                {row.username ?? "—"}
                {row.role ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {" "}
                    ({row.role})
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{row.label}</TableCell>
              <TableCell sx={{ wordBreak: "break-word" }}>
                {row.targetKind ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {row.targetKind}:{" "}
                  </Typography>
                ) : null}
                {target(row)}
              </TableCell>
              <TableCell>{row.region ?? "—"}</TableCell>
              <TableCell sx={{ maxWidth: 280, wordBreak: "break-word" }}>
                {row.motive ?? "—"}
                {row.preflight ? (
                  // Folded: the facts can run to a paragraph, and the table stays scannable.
                  <Box component="details" sx={{ mt: 0.5, color: "text.secondary", typography: "body2" }}>
                    <summary>Facts shown before confirming</summary>
                    {row.preflight}
                  </Box>
                ) : null}
              </TableCell>
              <TableCell>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                  <Chip size="small" variant="outlined" color={OUTCOME_COLOURS[row.outcome]} label={`${row.outcome} ${row.status}`} />
                </Box>
                {row.message ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 280, wordBreak: "break-word" }}>
                    {row.message}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{row.durationMs} ms</TableCell>
              <TableCell sx={MONO}>{row.requestId}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
