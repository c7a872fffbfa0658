"use client";
// The batch details modal (spec 3 §2.6, "Logs"), a route over the report: the batch's read-only
// fields and its per-LMS results. Closes to the report.
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { ApiError } from "@/lib/client/ApiError";
import { BATCH_REPORT_MESSAGES } from "@/lib/domain/batchReport";
import { failureText } from "@/lib/domain/failureText";
import { batchDetailsRoute } from "@/lib/routing/pageRoutes";
import RouteModal from "@/components/common/RouteModal";
import { useBatchResults } from "@/data/scheduling/useBatchResults";
import BatchDetailsFields from "./BatchDetailsFields";
import BatchLmsResults from "./BatchLmsResults";

export default function BatchDetailsModal({ batchId }: { batchId: string }) {
  const results = useBatchResults(batchId);
  const error = results.error;
  return (
    <RouteModal title="Logs" closeTo={batchDetailsRoute.closeTo()} maxWidth="lg">
      {error ? (
        <Alert severity="error" role="alert">
          {failureText(error instanceof ApiError ? error.status : null, error instanceof ApiError ? error.message : null, BATCH_REPORT_MESSAGES.detailsFailed)}
        </Alert>
      ) : !results.data ? (
        <Typography role="status" color="text.secondary">
          Loading the batch…
        </Typography>
      ) : (
        <>
          <BatchDetailsFields batch={results.data.data} />
          <BatchLmsResults results={results.data.data.lmsList} />
        </>
      )}
    </RouteModal>
  );
}
