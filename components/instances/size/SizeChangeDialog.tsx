"use client";
// Changing an instance's size from the list (admin and superadmin; spec 1 §2, §5, §9): the
// families of §9 grouped in one native select, a confirmation, and a second one warning of
// reduced performance when the new size is smaller. The list then follows the restart.
import { useId } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import NativeSelect from "@mui/material/NativeSelect";
import type { Instance } from "@/lib/contract/schemas/instance";
import { useChangeInstanceType } from "@/data/instances/changeInstanceType";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { changeInstanceTypeBody, sizeChangeFormErrors, type SizeChangeFormValues } from "@/lib/domain/forms/sizeChange";
import { isInstanceSize, isSmallerSize, SIZE_FAMILIES, SIZE_MESSAGES } from "@/lib/domain/instanceSizes";
import type { Region } from "@/lib/domain/regions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import BusyButton from "@/components/common/BusyButton";
import { usePreflightCheck } from "@/components/common/preflight/usePreflightCheck";
import { serverPreflight } from "@/lib/domain/preflight";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { useInstanceWatch } from "../InstanceWatch";

export interface SizeChangeDialogProps {
  instance: Instance;
  region: Region;
  onClose(): void;
}

export default function SizeChangeDialog({ instance, region, onClose }: SizeChangeDialogProps) {
  const current = instance.instaceType;
  // Under way once confirmed: the dialog holds still.
  const sizeChange = useChangeInstanceType();
  const busy = sizeChange.isMutating;
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { watch, refresh } = useInstanceWatch();
  const selectId = useId();
  const preflight = usePreflightCheck();
  const form = useConsoleForm<SizeChangeFormValues>({
    initialValues: { instanceType: current },
    validate: sizeChangeFormErrors,
    async onSubmit(values) {
      const size = values.instanceType;
      // Validated already; the check narrows the type. The current size is nothing to change.
      if (size === current || !isInstanceSize(size)) return;
      // A size change restarts a running server: the confirmation says who that disrupts.
      const details = preflight.details(serverPreflight(instance, region));
      if (!(await confirm({ title: "Change instance type", message: SIZE_MESSAGES.confirm(instance.name, current, size), details, confirmLabel: "Change" }))) return;
      if (isSmallerSize(current, size) && !(await confirm({ title: "Smaller instance type", message: SIZE_MESSAGES.smaller(current, size), confirmLabel: "Use the smaller size", danger: true }))) return;
      try {
        await sizeChange.trigger({ params: { id: instance.instanceId }, body: changeInstanceTypeBody({ instanceType: size }, region), preflight: preflight.shown() });
        notify(SIZE_MESSAGES.success(instance.name, size), "success");
        // A running server restarts for the new size: follow it until it runs again.
        if (instance.state === "running") watch(instance.instanceId, "reboot", instance.state);
        else refresh();
        onClose();
      } catch (err) {
        if (err instanceof ApiError && form.showErrors(err.fields)) return;
        notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
      }
    },
  });
  const { id, name, value, onChange, error, helperText, inputRef } = form.field("instanceType", { id: selectId });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${selectId}-title`} fullWidth maxWidth="xs">
      <DialogTitle id={`${selectId}-title`}>Change instance type · {instance.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Current type: <strong>{current}</strong>
        </DialogContentText>
        <FormControl fullWidth error={error}>
          <InputLabel variant="standard" htmlFor={id}>
            New instance type
          </InputLabel>
          <NativeSelect
            id={id}
            name={name}
            value={value}
            onChange={onChange}
            inputRef={inputRef}
            disabled={busy}
            inputProps={error ? { "aria-describedby": `${id}-error` } : undefined}
          >
            {isInstanceSize(current) ? null : <option value={current}>{current}</option>}
            {SIZE_FAMILIES.map(({ family, steps }) => (
              <optgroup key={family} label={family}>
                {steps.map((step) => (
                  <option key={step} value={`${family}.${step}`}>
                    {`${family}.${step}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
          {/* Only a value that is no offered size is marked; the list offers none. */}
          {error ? <FormHelperText id={`${id}-error`}>{helperText}</FormHelperText> : null}
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <BusyButton variant="contained" busy={busy} disabled={value === current} onClick={() => void form.submit()}>
          Change
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
