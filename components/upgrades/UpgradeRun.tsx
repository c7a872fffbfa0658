"use client";
// The upgrade or rollback itself (spec 2 §4 "Upgrade and rollback", §6, §8): the action and
// Cancel for a superadmin, each confirmed and both hidden once the process starts; then the
// output polled on processStatus (every 4 s for an upgrade, 3 s for a rollback) until success
// or error, and the spec's message for how it ended.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { ApiError } from "@/lib/client/ApiError";
import { failureText, refusalText } from "@/lib/domain/failureText";
import type { UpgradeProcessKind } from "@/lib/domain/lifecycle";
import type { OutputOutcome } from "@/lib/domain/processOutput";
import { UPGRADE_PAGE_TEXT, upgradeDeployment, upgradeSubject, type UpgradeRequestView } from "@/lib/domain/upgradePages";
import BusyButton from "@/components/common/BusyButton";
import RunResult, { type RunResultValue } from "@/components/common/RunResult";
import { useConfirm } from "@/components/common/ConfirmProvider";
import OutputPanel from "@/components/common/output/OutputPanel";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useCancelUpgradeRequest } from "@/data/upgradePages/cancelUpgradeRequest";
import { useStartRollback } from "@/data/upgradePages/startRollback";
import { useStartUpgrade } from "@/data/upgradePages/startUpgrade";
import { upgradeOutputReader } from "@/data/processes/outputReaders";

export interface UpgradeRunProps {
  process: UpgradeProcessKind;
  token: string;
  action: string;
  request: UpgradeRequestView;
  onCanceled(): void;
}

type Result = RunResultValue;

function failure(err: unknown, fallback: string): string {
  return failureText(err instanceof ApiError ? err.status : null, err instanceof ApiError ? err.message : null, fallback);
}

export default function UpgradeRun({ process, token, action, request, onCanceled }: UpgradeRunProps) {
  const text = UPGRADE_PAGE_TEXT[process];
  const { can } = useConsoleUser();
  const confirm = useConfirm();
  const upgrade = useStartUpgrade();
  const rollback = useStartRollback();
  const cancelRequest = useCancelUpgradeRequest();
  const [outputFileId, setOutputFileId] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);
  const starting = upgrade.isMutating || rollback.isMutating;
  const { instanceId } = request;
  // A shared site's confirmations name the LMS, not the server that holds it.
  const subject = upgradeSubject(request, action);

  async function start() {
    if (!(await confirm({ title: text.title, message: text.confirmAction(subject), confirmLabel: text.actionLabel }))) return;
    setResult(null);
    try {
      const started =
        process === "upgrade"
          ? await upgrade.trigger({ params: { instanceId }, body: { token, parameters: request, deployment: upgradeDeployment(action) } })
          : await rollback.trigger({ params: { instanceId }, body: { token, parameters: request } });
      if (started.success) setOutputFileId(started.outputFileId);
      else setResult({ severity: "error", message: refusalText(started.message, text.actionFailed) });
    } catch (err) {
      setResult({ severity: "error", message: failure(err, text.actionFailed) });
    }
  }

  async function cancel() {
    if (!(await confirm({ title: text.title, message: text.confirmCancel(subject), confirmLabel: text.cancelConfirmLabel }))) return;
    setResult(null);
    try {
      await cancelRequest.trigger({ params: { instanceId }, query: { token, status: "canceled" } });
      onCanceled();
    } catch (err) {
      setResult({ severity: "error", message: failure(err, text.cancelFailed) });
    }
  }

  function finished(outcome: OutputOutcome) {
    // A failed process is said in the output panel itself (red, 'Failed', the spec's message).
    if (outcome.status === "done") setResult({ severity: "success", message: text.done });
  }

  return (
    <>
      {outputFileId === null ? (
        can.upgradeProcess ? (
          <Box sx={{ display: "flex", gap: 1, mt: 3 }}>
            <BusyButton variant="contained" busy={starting} disabled={cancelRequest.isMutating} onClick={() => void start()}>
              {text.actionLabel}
            </BusyButton>
            <BusyButton variant="outlined" busy={cancelRequest.isMutating} disabled={starting} onClick={() => void cancel()}>
              Cancel
            </BusyButton>
          </Box>
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            {text.superadminOnly}
          </Alert>
        )
      ) : (
        <Box sx={{ mt: 3 }}>
          <OutputPanel
            title={text.outputTitle}
            read={upgradeOutputReader(instanceId, outputFileId)}
            intervalMs={text.intervalMs}
            failureMessage={text.outputFailed}
            failedMessage={text.processError}
            onFinish={finished}
          />
        </Box>
      )}
      <RunResult result={result} />
    </>
  );
}
