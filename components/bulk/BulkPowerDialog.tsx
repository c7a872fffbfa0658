"use client";
// One motive and one confirmation for a bulk start, stop or reboot: the servers it
// will act on, those left out because their state does not allow it, the pre-flight facts summed
// across them (as they arrive; nothing waits for them), and the motive under the same rule as a
// single action. Confirm sends the whole batch; a refusal of the batch (the motive, the session)
// lands here, and the dialog closes once the BFF has accepted it.
import { useEffect, useId, useRef } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { bulkPreflightLines, BULK_MESSAGES, type BulkNoun, type BulkTarget } from "@/lib/domain/bulkPower";
import { motiveFormErrors, type MotiveFormValues } from "@/lib/domain/forms/motive";
import { preflightRecord } from "@/lib/domain/preflight";
import { powerLabel, type PowerAction } from "@/lib/domain/powerActions";
import type { Region } from "@/lib/domain/regions";
import BusyButton from "@/components/common/BusyButton";
import MotiveField from "@/components/common/power/MotiveField";
import DisruptionBox from "@/components/common/preflight/DisruptionBox";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { useBulkPreflight } from "./useBulkPreflight";

const NONE: BulkTarget[] = [];

export interface BulkPowerDialogProps {
  action: PowerAction;
  region: Region;
  noun: BulkNoun;
  /** Instances have pre-flight facts (their sites' users, backups); database servers do not. */
  readsFacts: boolean;
  targets: BulkTarget[];
  /** Selected but not in a state the action applies to. */
  leftOut: BulkTarget[];
  onConfirm(reason: string, preflight: string): Promise<void>;
  onClose(): void;
}

export default function BulkPowerDialog({ action, region, noun, readsFacts, targets, leftOut, onConfirm, onClose }: BulkPowerDialogProps) {
  const titleId = useId();
  const { sum, done } = useBulkPreflight(readsFacts ? targets : NONE, region);
  const lines = bulkPreflightLines(sum, targets.length);
  const record = !readsFacts ? "" : done ? preflightRecord(lines) : `${preflightRecord(lines)} (still reading when confirmed)`;
  // What the dialog shows at the moment of Confirm is what the trail keeps.
  const shown = useRef(record);
  useEffect(() => {
    shown.current = record;
  }, [record]);
  const form = useConsoleForm<MotiveFormValues>({
    initialValues: { reason: "" },
    validate: motiveFormErrors,
    async onSubmit({ reason }) {
      try {
        await onConfirm(reason.trim(), shown.current);
      } catch (err) {
        form.showError(err);
      }
    },
  });
  const motive = form.values.reason;
  const title = BULK_MESSAGES.title(action, targets.length, noun);

  return (
    <Dialog open onClose={form.submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>Each one gets its own call with this motive; the results show as they come, and failed ones can be tried again.</DialogContentText>
          <Box component="ul" aria-label={`The ${targets.length} ${targets.length === 1 ? noun.one : noun.many}`} sx={{ maxHeight: 160, overflowY: "auto", my: 1.5, pl: 2.5, typography: "body2" }}>
            {targets.map((t) => (
              <li key={t.id}>
                <strong>{t.name}</strong> <span>({t.listedState ?? "state unknown"})</span>
              </li>
            ))}
          </Box>
          {leftOut.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Left out, as their state does not allow it: {leftOut.map((t) => t.name).join(", ")}.
            </Typography>
          ) : null}
          {readsFacts ? <DisruptionBox lines={lines} reading={!done} /> : null}
          <MotiveField field={form.field("reason")} value={motive} autoFocus />
          {form.formError ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
              {form.formError}
            </Typography>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" color={action === "start" ? "primary" : "error"} busy={form.submitting}>
            {`${powerLabel(action)} ${targets.length}`}
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
