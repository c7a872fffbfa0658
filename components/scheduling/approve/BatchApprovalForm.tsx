"use client";
// The approval form (spec 3 §2.7, §4, §5, §8): the Totara alert and the disabled-checkbox
// warning, the date (not before today in Costa Rica), the read-only requester, the batch's LMSs
// with their checkboxes (only validated ones enabled, all of those checked to begin with), and
// Approve Batch for a superadmin: the date and at least one LMS are checked, a confirmation is
// asked, and POST /instances/scheduled-upgrade/{batchId} sends the approval.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { ApiError } from "@/lib/client/ApiError";
import {
  approvalError, approvalTargets, BATCH_APPROVAL_MESSAGES as M, entryKey, isSelectable, totaraDomains, type BatchEntry,
} from "@/lib/domain/batchApproval";
import { scheduledDay } from "@/lib/domain/batchReport";
import { failureText, refusalText } from "@/lib/domain/failureText";
import { costaRicaToday, SCHEDULE_DATE_REQUIRED_MESSAGE } from "@/lib/domain/scheduling";
import BusyButton from "@/components/common/BusyButton";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useApproveBatch } from "@/data/scheduling/approveBatch";
import ScheduleDateField from "../ScheduleDateField";
import ScheduleDates from "../ScheduleDates";
import BatchLmsTable from "./BatchLmsTable";
import type { ValidationState } from "./BatchApprovalPage";

export interface BatchApprovalFormProps {
  batchId: string;
  scheduledTime: string;
  requestedBy: string;
  entries: readonly BatchEntry[];
  validation: ValidationState;
  canApprove: boolean;
}

type Result = { severity: "success" | "error"; message: string } | null;

export default function BatchApprovalForm({ batchId, scheduledTime, requestedBy, entries, validation, canApprove }: BatchApprovalFormProps) {
  const confirm = useConfirm();
  const approve = useApproveBatch();
  const [date, setDate] = useState(() => scheduledDay(scheduledTime));
  const [dateError, setDateError] = useState<string | null>(null);
  // Every enabled LMS starts checked, once the validation has said which are enabled.
  const [checked, setChecked] = useState<ReadonlySet<string> | null>(null);
  const [result, setResult] = useState<Result>(null);
  const [approved, setApproved] = useState(false);
  const settled = validation.state === "done" ? validation.result : null;
  const enabled = (entry: BatchEntry) => isSelectable(entry, settled);
  const shownChecked = checked ?? new Set(entries.filter(enabled).map(entryKey));
  const totara = totaraDomains(settled);

  async function submit() {
    setResult(null);
    const targets = approvalTargets(entries, shownChecked, settled);
    const problem = approvalError(date === "invalid" ? "" : date, targets, new Date());
    const isDate = problem !== null && (problem === SCHEDULE_DATE_REQUIRED_MESSAGE || problem.startsWith("The selected date"));
    setDateError(isDate ? problem : null);
    if (problem !== null) {
      if (!isDate) setResult({ severity: "error", message: problem });
      return;
    }
    if (!(await confirm({ title: "Approve Batch", message: M.confirm(targets.length, date), confirmLabel: "Approve" }))) return;
    try {
      const answer = await approve.trigger({ params: { batchId }, body: { attributes: { scheduledTime: date, approvalStatus: "approved", lmsList: targets } } });
      if (answer.success) {
        setApproved(true);
        setResult({ severity: "success", message: M.approved });
      } else setResult({ severity: "error", message: refusalText(answer.message, M.fallback) });
    } catch (err) {
      setResult({ severity: "error", message: failureText(err instanceof ApiError ? err.status : null, err instanceof ApiError ? err.message : null, M.fallback) });
    }
  }

  return (
    <Stack spacing={2}>
      {totara.length > 0 ? (
        <Alert severity="warning">
          {M.totara} {totara.join(", ")}
        </Alert>
      ) : null}
      <Alert severity="warning">{M.disabled}</Alert>
      {validation.state === "done" && validation.result === null && canApprove ? (
        <Alert severity="error" role="alert">
          {M.validationFailed}
        </Alert>
      ) : null}
      <ScheduleDates>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <ScheduleDateField label="Scheduled Date" name="scheduledTime" value={date} onChange={setDate} min={costaRicaToday(new Date())} error={dateError} />
          <TextField label="Requested By" value={requestedBy} size="small" slotProps={{ input: { readOnly: true } }} />
        </Stack>
      </ScheduleDates>
      <BatchLmsTable
        entries={entries}
        checked={shownChecked}
        isEnabled={enabled}
        disabled={approved || !canApprove}
        validating={canApprove && validation.state === "pending"}
        onChange={setChecked}
      />
      {canApprove ? (
        approved ? null : (
          <Box>
            <BusyButton variant="contained" busy={approve.isMutating} disabled={validation.state === "pending"} onClick={() => void submit()}>
              Approve Batch
            </BusyButton>
          </Box>
        )
      ) : (
        <Alert severity="info">{M.superadminOnly}</Alert>
      )}
      {result ? (
        <Alert severity={result.severity} role={result.severity === "error" ? "alert" : "status"}>
          {result.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
