"use client";
// The Scheduled Update form (spec 3 §2.8, §4, §5, §6, §8): Start Date, the volumes table and
// 'Schedule Updates'. The schedulable rows are validated once (POST /instances/validate-domains):
// only valid domains may be ticked, Totara ones are listed in a warning, and a failed validation
// leaves every row unticked and disabled. A date (not before today in Costa Rica) and at least
// one LMS are required; 'Are you sure you want to schedule updates for N LMS(s)?'; then the batch
// request, 'Batch upgrade request created successfully!'. Without the right (managers) there is
// no UPDATE column, no validation and no button.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import { scheduleUpgradeFormErrors, upgradeBatchRequestBody, type ScheduleUpgradeFormValues } from "@/lib/domain/forms/scheduleUpgrade";
import { SCHEDULING_MESSAGES } from "@/lib/domain/scheduling";
import { effectiveSelection, enabledIds, toggleAll, toggleRow, validateDomainsBody } from "@/lib/domain/upgradeVolumes";
import BusyButton from "@/components/common/BusyButton";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import DateField from "@/components/instances/information/contract/DateField";
import { useConsoleUser } from "@/components/shell/UserContext";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { useUpgradeBatchRequest } from "@/data/upgrades/requestUpgradeBatch";
import { useDomainValidation } from "@/data/upgrades/useDomainValidation";
import { validationState } from "./validationState";
import UpgradeVolumesTable from "./UpgradeVolumesTable";
import ValidationNotes from "./ValidationNotes";

export interface ScheduleFormProps {
  instance: Instance;
  /** The schedulable volumes, in table order (at least one). */
  rows: readonly Volume[];
}

const now = () => new Date();

export default function ScheduleForm({ instance, rows }: ScheduleFormProps) {
  const { can } = useConsoleUser();
  const validation = validationState(useDomainValidation(can.upgradeLinks ? validateDomainsBody(rows, instance).lmsList : []));
  const enabled = enabledIds(rows, validation);
  const batch = useUpgradeBatchRequest();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const [round, setRound] = useState(0);
  // `selected` holds what was ticked; only the rows still enabled count (a failed validation
  // unchecks them all), both for the check and for what is sent.
  const sendable = (values: ScheduleUpgradeFormValues): ScheduleUpgradeFormValues => {
    const ids = effectiveSelection(new Set(values.selected.map((row) => row.volumeId)), enabled);
    return { ...values, selected: rows.filter((row) => ids.includes(row.volumeId)) };
  };
  const validate = scheduleUpgradeFormErrors(now);
  const form = useConsoleForm<ScheduleUpgradeFormValues>({
    initialValues: { scheduledTime: "", selected: [] },
    validate: (values) => validate(sendable(values)),
    async onSubmit(values) {
      const chosen = sendable(values);
      const question = { title: "Schedule Updates", message: SCHEDULING_MESSAGES.confirmSchedule(chosen.selected.length), confirmLabel: "Schedule Updates" };
      if (!(await confirm(question))) return;
      try {
        const answer = await batch.trigger({ params: { instanceId: instance.instanceId }, body: upgradeBatchRequestBody(chosen, instance.deploymentType) });
        if (!answer.success) {
          notify(answer.message?.trim() || SCHEDULING_MESSAGES.batchFailed, "error");
          return;
        }
        notify(SCHEDULING_MESSAGES.batchRequested, "success");
        form.reset();
        // The picker keeps what it shows itself: a new one shows the emptied date.
        setRound((n) => n + 1);
      } catch (err) {
        notify(serverMessageOf(err) ?? SCHEDULING_MESSAGES.batchFailed, "error");
      }
    },
  });

  const checked = new Set(effectiveSelection(new Set(form.values.selected.map((row) => row.volumeId)), enabled));
  const choose = (next: Set<string>) => form.setValue("selected", rows.filter((row) => next.has(row.volumeId)));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(event)} aria-label="Schedule updates">
        <Box sx={{ maxWidth: 260, mb: 2 }}>
          <DateField key={round} label="Start Date" field={form.field("scheduledTime")} readOnly={false} />
        </Box>
        <ValidationNotes validation={can.upgradeLinks ? validation : null} />
        <UpgradeVolumesTable
          volumes={rows}
          update={
            can.upgradeLinks
              ? {
                  checked,
                  enabled,
                  onToggle: (volumeId, on) => choose(toggleRow(checked, enabled, volumeId, on)),
                  onToggleAll: (on) => choose(toggleAll(checked, enabled, on)),
                }
              : undefined
          }
        />
        {form.errors.selected && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {form.errors.selected}
          </Alert>
        )}
        {can.upgradeLinks && (
          <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
            <BusyButton type="submit" variant="contained" busy={batch.isMutating}>
              Schedule Updates
            </BusyButton>
          </Box>
        )}
      </Box>
    </LocalizationProvider>
  );
}
