"use client";
// The Manual Update section's form (spec 2 §5, §7, §8; spec 3 §5): type the LMS name exactly,
// 'Update Now', the confirmation 'Are you sure you want to upgrade the LMS {name}?', then
// POST /instances/{instanceId}/upgrade-request. The request only asks: a superadmin approves
// it from the e-mailed link. The server's message or 'The upgrade request has been completed
// successfully.'; on failure the server's 4xx reason or 'The upgrade request could not be completed.'.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import {
  manualUpgradeFormErrors, manualUpgradeParametersError, manualUpgradeRequestBody, type ManualUpgradeFormValues, type ManualUpgradeTarget,
} from "@/lib/domain/forms/manualUpgrade";
import { MANUAL_UPGRADE_MESSAGES, manualUpgradeOutcome } from "@/lib/domain/upgradeAvailability";
import BusyButton from "@/components/common/BusyButton";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { usePreflightCheck } from "@/components/common/preflight/usePreflightCheck";
import type { PreflightRequest } from "@/lib/domain/preflight";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { useUpgradeRequest } from "@/data/upgrades/requestUpgrade";

export interface ManualUpgradeFormProps {
  /** From the listed records, never the URL. */
  target: ManualUpgradeTarget;
  preflight?: PreflightRequest;
}

export default function ManualUpgradeForm({ target, preflight }: ManualUpgradeFormProps) {
  const invalid = manualUpgradeParametersError(target);
  if (invalid !== null) {
    return (
      <Alert severity="error" role="alert">
        {invalid}
      </Alert>
    );
  }
  return <NameForm target={target} preflight={preflight} />;
}

function NameForm({ target, preflight }: ManualUpgradeFormProps) {
  const request = useUpgradeRequest();
  const facts = usePreflightCheck();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const form = useConsoleForm<ManualUpgradeFormValues>({
    initialValues: { typedName: "" },
    validate: manualUpgradeFormErrors(target.name),
    async onSubmit() {
      const details = preflight ? facts.details(preflight) : undefined;
      const question = { title: "Update LMS", message: MANUAL_UPGRADE_MESSAGES.confirm(target.name), details, confirmLabel: "Update Now" };
      if (!(await confirm(question))) return;
      try {
        const answer = await request.trigger({ params: { instanceId: target.instanceId }, body: manualUpgradeRequestBody(target), preflight: preflight ? facts.shown() : undefined });
        notify(manualUpgradeOutcome(answer.success, answer.message), answer.success ? "success" : "error");
        if (answer.success) form.setValue("typedName", "");
      } catch (err) {
        notify(manualUpgradeOutcome(false, serverMessageOf(err)), "error");
      }
    },
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(event)} aria-label={`Update LMS ${target.name}`}>
      <TextField label="LMS Name" size="small" fullWidth autoComplete="off" {...form.field("typedName", { helperText: `Type ${target.name} to confirm.` })} />
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1 }}>
        <BusyButton type="submit" variant="contained" busy={request.isMutating}>
          Update Now
        </BusyButton>
      </Box>
    </Box>
  );
}
