"use client";
// Delete (admin and superadmin; spec 1 §2, §5, spec 2 §4): type the instance's name, choose
// whether the domain goes too, confirm; this only requests the deletion — a superadmin
// approves it from the e-mailed link home/delete/{token}/{action}.
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { useDeleteRequest } from "@/data/instances/deleteRequest";
import { ApiError } from "@/lib/client/ApiError";
import { deletionFailure, DELETION_MESSAGES } from "@/lib/domain/deletion";
import { deleteRequestBody, deletionFormErrors, type DeletionFormValues } from "@/lib/domain/forms/deletion";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { useRegion } from "@/components/shell/RegionContext";
import BusyButton from "@/components/common/BusyButton";
import ModalSection from "@/components/common/ModalSection";

export interface DeleteSectionProps {
  instanceId: string;
  name: string;
  /** A dedicated server's LMS goes with it. */
  deletesLms: boolean;
}

export default function DeleteSection({ instanceId, name, deletesLms }: DeleteSectionProps) {
  // Under way once confirmed: Delete shows progress.
  const deletion = useDeleteRequest();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { region } = useRegion();
  const form = useConsoleForm<DeletionFormValues>({
    initialValues: { typedName: "", keepDomain: false },
    validate: deletionFormErrors(name),
    // The name's message shows under it; focus stays on Delete.
    focusInvalid: false,
    async onSubmit(values) {
      const body = deleteRequestBody(values, { instanceId, deletesLms, region });
      if (!(await confirm({ title: "Delete instance", message: DELETION_MESSAGES.confirm(name, body.deleteDomain), confirmLabel: "Delete", danger: true }))) return;
      try {
        const result = await deletion.trigger({ body });
        notify(result.message ?? DELETION_MESSAGES.requested, "success");
        // The typed name goes; the domain choice stays as it was.
        form.setValue("typedName", "");
      } catch (err) {
        notify(deletionFailure(err instanceof ApiError ? err.message : null), "error");
      }
    },
  });

  return (
    <ModalSection title="Delete">
      <TextField
        label="Instance name"
        size="small"
        fullWidth
        {...form.field("typedName", { helperText: `Type ${name} to confirm.` })}
        autoComplete="off"
      />
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mt: 1 }}>
        <FormControlLabel control={<Checkbox {...form.checkbox("keepDomain")} />} label="Do not delete domain" />
        <BusyButton variant="contained" color="error" busy={deletion.isMutating} onClick={() => void form.submit()}>
          Delete
        </BusyButton>
      </Box>
    </ModalSection>
  );
}
