"use client";
// The deletion itself (spec 2 §4 "Deletion", §6, §8): Delete and Cancel for a superadmin, each
// confirmed and both hidden once the deletion starts; then the 'Delete Output' polled every 3 s.
// An output with '[Errors]' fails the process and nothing is marked; a clean one marks the
// resources deleted with the link's token.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import type { DeleteDetails } from "@/lib/contract/schemas/lifecycle";
import { ApiError } from "@/lib/client/ApiError";
import { failureText } from "@/lib/domain/failureText";
import { deletesLms, DELETE_RESOURCES_MESSAGES as M } from "@/lib/domain/deleteResources";
import { deletionFailed, OUTPUT_INTERVAL_MS, type OutputOutcome } from "@/lib/domain/processOutput";
import type { Region } from "@/lib/domain/regions";
import BusyButton from "@/components/common/BusyButton";
import RunResult, { type RunResultValue } from "@/components/common/RunResult";
import { useConfirm } from "@/components/common/ConfirmProvider";
import OutputPanel from "@/components/common/output/OutputPanel";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useMarkResources } from "@/data/deletion/markResources";
import { useStartDeletion } from "@/data/deletion/startDeletion";
import { deletionOutputReader } from "@/data/processes/outputReaders";

export interface DeletionRunProps {
  token: string;
  action: string;
  region: Region;
  details: DeleteDetails;
  onCanceled(): void;
}

type Result = RunResultValue;

function failure(err: unknown): string {
  return failureText(err instanceof ApiError ? err.status : null, err instanceof ApiError ? err.message : null, M.generic);
}

export default function DeletionRun({ token, action, region, details, onCanceled }: DeletionRunProps) {
  const { can } = useConsoleUser();
  const confirm = useConfirm();
  const start = useStartDeletion();
  const mark = useMarkResources();
  const [outputFileId, setOutputFileId] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);
  const { resources, deleteDomain } = details;
  const lms = deletesLms(action);

  async function remove() {
    if (!(await confirm({ title: "Delete resources", message: M.confirmDelete(resources.instanceName, lms, deleteDomain), confirmLabel: "Delete", danger: true }))) return;
    setResult(null);
    try {
      const started = await start.trigger({ params: { id: resources.instanceId }, body: { deleteLMS: lms, resources, region, deleteDomain } });
      setOutputFileId(started.outputFileId);
    } catch (err) {
      setResult({ severity: "error", message: failure(err) });
    }
  }

  async function cancel() {
    if (!(await confirm({ title: "Cancel deletion", message: M.confirmCancel(resources.instanceName), confirmLabel: "Cancel deletion" }))) return;
    try {
      await mark.trigger({ params: { id: resources.instanceId }, body: { token, status: "canceled" } });
      onCanceled();
    } catch (err) {
      setResult({ severity: "error", message: failure(err) });
    }
  }

  async function finished(outcome: OutputOutcome) {
    // A failed process is said in the output panel itself (red, 'Failed', the spec's message).
    if (outcome.status === "failed") return;
    if (outcome.text.trim() === "") {
      setResult({ severity: "error", message: M.noInformation });
      return;
    }
    try {
      await mark.trigger({ params: { id: resources.instanceId }, body: { token, status: "deleted" } });
      setResult({ severity: "success", message: M.deleted });
    } catch (err) {
      setResult({ severity: "error", message: failure(err) });
    }
  }

  return (
    <>
      {outputFileId === null ? (
        can.deleteResources ? (
          <Box sx={{ display: "flex", gap: 1, mt: 3 }}>
            <BusyButton variant="contained" color="error" busy={start.isMutating} disabled={mark.isMutating} onClick={() => void remove()}>
              Delete
            </BusyButton>
            <BusyButton variant="outlined" busy={mark.isMutating} disabled={start.isMutating} onClick={() => void cancel()}>
              Cancel
            </BusyButton>
          </Box>
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            {M.superadminOnly}
          </Alert>
        )
      ) : (
        <Box sx={{ mt: 3 }}>
          <OutputPanel
            title="Delete Output"
            read={deletionOutputReader(resources.instanceId, outputFileId)}
            intervalMs={OUTPUT_INTERVAL_MS.deletion}
            failsWhen={deletionFailed}
            failureMessage={M.outputFailed}
            failedMessage={M.failedProcess}
            onFinish={(outcome) => void finished(outcome)}
          />
        </Box>
      )}
      <RunResult result={result} />
    </>
  );
}
