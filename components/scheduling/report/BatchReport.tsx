"use client";
// The scheduled updates report (spec 3 §2.5): the filters, then the batches of the chosen range
// (every batch until a range is searched). The details modal opens over it as a child route, so
// the report (and its filters) stay as they were when it closes.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { ApiError } from "@/lib/client/ApiError";
import { BATCH_REPORT_MESSAGES } from "@/lib/domain/batchReport";
import { failureText } from "@/lib/domain/failureText";
import { useScheduledUpgrades } from "@/data/scheduling/useScheduledUpgrades";
import BatchReportFilters, { type DateRange } from "./BatchReportFilters";
import BatchTable from "./BatchTable";

export default function BatchReport() {
  const [range, setRange] = useState<DateRange | null>(null);
  const batches = useScheduledUpgrades(range);
  const error = batches.error;
  return (
    <Paper component="section" aria-labelledby="batch-report-title" sx={{ p: 3 }}>
      <Typography id="batch-report-title" component="h1" variant="h5" gutterBottom>
        Scheduled Updates
      </Typography>
      <BatchReportFilters onSearch={setRange} />
      {error ? (
        <Alert severity="error" role="alert">
          {failureText(error instanceof ApiError ? error.status : null, error instanceof ApiError ? error.message : null, BATCH_REPORT_MESSAGES.loadFailed)}
        </Alert>
      ) : !batches.data ? (
        <Typography role="status" color="text.secondary">
          Loading the scheduled updates…
        </Typography>
      ) : (
        <BatchTable batches={batches.data.data} />
      )}
    </Paper>
  );
}
