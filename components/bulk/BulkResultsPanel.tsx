"use client";
// The results of a bulk action, between the bulk bar and the list's table (in the page's flow,
// so it covers none of the rows and their links; the table gives it room): one row per server
// with its outcome as it comes — running, ok, refused or failed with the message the upstream
// gave, or not known when the answer was lost — the counts announced politely, and "Retry
// failed" for the failed ones only. Closing hides it; the run stays, and the bar reopens it.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { bulkCounts, bulkSummary, BULK_MESSAGES, type BulkNoun, type BulkRowState } from "@/lib/domain/bulkPower";
import BusyButton from "@/components/common/BusyButton";
import type { BulkRun } from "./useBulkRun";

const CHIP: Record<BulkRowState["state"], { label: string; color: "default" | "success" | "warning" | "error" }> = {
  running: { label: "running", color: "default" },
  ok: { label: "ok", color: "success" },
  refused: { label: "refused", color: "warning" },
  failed: { label: "failed", color: "error" },
  unknown: { label: "not known", color: "warning" },
};

export interface BulkResultsPanelProps {
  run: BulkRun;
  noun: BulkNoun;
  retrying: boolean;
  onRetry(): void;
  onClose(): void;
}


export default function BulkResultsPanel({ run, noun, retrying, onRetry, onClose }: BulkResultsPanelProps) {
  const failed = bulkCounts(run.rows).failed;
  const title = BULK_MESSAGES.title(run.action, run.targets.length, noun);
  return (
    <Paper
      component="section"
      aria-label="Bulk action results"
      elevation={2}
      sx={{ position: "relative", flexShrink: 0, maxHeight: "35vh", display: "flex", flexDirection: "column" }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {run.running ? "Running: " : "Done: "}
          {bulkSummary(run.rows)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-word" }}>
          Motive: {run.reason}
        </Typography>
      </Box>
      <Box component="ul" aria-label={`Outcome per ${noun.one}`} sx={{ listStyle: "none", m: 0, px: 2, py: 0, overflowY: "auto", flexGrow: 1 }}>
        {run.targets.map((t) => {
          const row = run.rows[t.id] ?? { state: "running" as const };
          const chip = CHIP[row.state];
          return (
            <Box component="li" key={t.id} data-instance-id={t.id} sx={{ py: 0.75, borderTop: 1, borderColor: "divider" }}>
              <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis" }}>
                  {t.name}
                </Typography>
                <Chip size="small" variant="outlined" color={chip.color} label={row.state === "running" ? chip.label : `${chip.label}${row.status ? ` ${row.status}` : ""}`} />
              </Box>
              {row.state !== "running" && row.message ? (
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-word" }}>
                  {row.message}
                  {row.requestId && row.state !== "ok" ? ` (request ${row.requestId})` : ""}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, p: 1.5 }}>
        {failed > 0 ? (
          <BusyButton variant="contained" size="small" busy={retrying} disabled={run.running} onClick={onRetry}>
            {`Retry failed (${failed})`}
          </BusyButton>
        ) : null}
        <Button size="small" onClick={onClose}>
          Close
        </Button>
      </Box>
    </Paper>
  );
}
