"use client";
// The Delete LMS form (spec 2 §2.4, §5, §8): type the listed volume's name, choose whether the
// domain goes too, Delete; the console's confirmation, then POST /instances/delete-request for
// that volume (the LMS deleted). It only requests the deletion: a superadmin approves it from
// the e-mailed link. 'The deletion request has been completed successfully.', or the server's
// reason before 'The deletion request could not be completed.'.
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import { deletionFailure, LMS_DELETION_MESSAGES } from "@/lib/domain/deletion";
import { lmsDeleteRequestBody, lmsDeletionFormErrors, type LmsDeletionFormValues } from "@/lib/domain/forms/lmsDeletion";
import type { Region } from "@/lib/domain/regions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import BusyButton from "@/components/common/BusyButton";
import { useDeleteRequest } from "@/data/instances/deleteRequest";
import { serverMessageOf } from "@/lib/client/serverMessage";

export interface DeleteLmsFormProps {
  instance: Instance;
  /** The listed volume: its client is the name to type. */
  volume: Volume;
  region: Region;
}

export default function DeleteLmsForm({ instance, volume, region }: DeleteLmsFormProps) {
  const deletion = useDeleteRequest();
  const confirm = useConfirm();
  const { notify } = useNotice();
  const volumeName = volume.client;
  const form = useConsoleForm<LmsDeletionFormValues>({
    initialValues: { typedName: "", keepDomain: false },
    validate: lmsDeletionFormErrors(volumeName),
    // The name's message shows under it; focus stays on Delete.
    focusInvalid: false,
    async onSubmit(values) {
      const body = lmsDeleteRequestBody(values, { instanceId: instance.instanceId, volumeId: volume.volumeId, region });
      const question = { title: "Delete LMS", message: LMS_DELETION_MESSAGES.confirm(volumeName, instance.name, body.deleteDomain), confirmLabel: "Delete", danger: true };
      if (!(await confirm(question))) return;
      try {
        await deletion.trigger({ body });
        notify(LMS_DELETION_MESSAGES.completed, "success");
        // The typed name goes; the domain choice stays as it was.
        form.setValue("typedName", "");
      } catch (err) {
        notify(deletionFailure(serverMessageOf(err)), "error");
      }
    },
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(event)} aria-label={`Delete LMS ${volumeName}`}>
      <TextField label="LMS Name" size="small" fullWidth {...form.field("typedName", { helperText: `Type ${volumeName} to confirm.` })} autoComplete="off" />
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mt: 1 }}>
        <FormControlLabel control={<Checkbox {...form.checkbox("keepDomain")} />} label="Do not delete domain" />
        <BusyButton type="submit" variant="contained" color="error" busy={deletion.isMutating}>
          Delete
        </BusyButton>
      </Box>
    </Box>
  );
}

