"use client";
// The scheduled upgrade batch's approval page (spec 3 §2.7, §4, §5, §8), opened from a mail: the
// batch is read, its LMSs' domains validated (POST /instances/validate-domains, as the update
// modal does; only for a user who may approve, since nothing can be chosen otherwise), then the
// form. A batch that cannot be read, or comes without its date, requester or LMSs, says so in
// the spec's (Spanish) words.
import { useEffect, useState } from "react";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { BATCH_APPROVAL_MESSAGES as M, lmsTarget, type BatchEntry, type DomainValidation } from "@/lib/domain/batchApproval";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useScheduledBatch } from "@/data/scheduling/useScheduledBatch";
import { useValidateBatchDomains } from "@/data/scheduling/validateBatchDomains";
import BatchApprovalForm from "./BatchApprovalForm";

/** The validation: still asked, or its answer (null when it failed). */
export type ValidationState = { state: "pending" } | { state: "done"; result: DomainValidation | null };

export default function BatchApprovalPage({ batchId }: { batchId: string }) {
  const { can } = useConsoleUser();
  const batch = useScheduledBatch(batchId);
  const validate = useValidateBatchDomains();
  const [validation, setValidation] = useState<ValidationState>({ state: "pending" });
  const data = batch.data;
  const loaded = data?.success && data.scheduledTime && data.requestedBy && data.lmsList ? { scheduledTime: data.scheduledTime, requestedBy: data.requestedBy, entries: data.lmsList as BatchEntry[] } : null;
  const failed = Boolean(batch.error) || (data !== undefined && loaded === null);
  const entries = loaded?.entries;
  const { trigger } = validate;

  useEffect(() => {
    if (!entries || !can.approveBatch) return;
    let live = true;
    const lmsList = entries.map(lmsTarget).filter((t) => t !== null);
    const settle = (result: DomainValidation | null) => live && setValidation({ state: "done", result });
    if (lmsList.length === 0) settle({ validDomains: [], invalidDomains: [] });
    else
      trigger({ body: { lmsList } }).then(
        (answer) => settle(answer.success ? answer : null),
        () => settle(null),
      );
    return () => {
      live = false;
    };
  }, [entries, can.approveBatch, trigger]);

  return (
    <Paper component="section" aria-labelledby="batch-approval-title" sx={{ p: 3, maxWidth: 1100 }}>
      <Typography id="batch-approval-title" component="h1" variant="h5" gutterBottom>
        Scheduled Upgrade Batch
      </Typography>
      {failed ? (
        <Alert severity="error" role="alert">
          {M.loadFailed}
        </Alert>
      ) : !loaded ? (
        <Typography role="status" color="text.secondary">
          Loading the batch…
        </Typography>
      ) : (
        <BatchApprovalForm
          batchId={batchId}
          scheduledTime={loaded.scheduledTime}
          requestedBy={loaded.requestedBy}
          entries={loaded.entries}
          validation={can.approveBatch ? validation : { state: "done", result: null }}
          canApprove={can.approveBatch}
        />
      )}
    </Paper>
  );
}
