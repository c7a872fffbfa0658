"use client";
// The Add Shared Server form (spec 2 §2.3, §5, §8): Instance Name, read-only, generated from the
// region's silos (MDL_MOODLE + the next two-digit number, MDL_MOODLE01 when there is none) and
// PHP Version 8.2, read-only. 'Create new shared server' asks 'Please confirm you want to create
// new shared server?', then POST /shared-instance; a server field error on the name shows
// 'Invalid instance name', other field errors and failures the server's message.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { ApiError } from "@/lib/client/ApiError";
import { INVALID_INSTANCE_NAME_MESSAGE, PROVISIONING_MESSAGES, SHARED_SERVER_PHP_VERSION } from "@/lib/domain/provisioning";
import BusyButton from "@/components/common/BusyButton";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { serverErrors } from "@/components/common/form/serverErrors";
import { useCreateSharedServer } from "@/data/provisioning/createSharedServer";
import { useRegion } from "@/components/shell/RegionContext";

export interface SharedServerFormProps {
  /** The generated name. */
  instanceName: string;
  /** False once the process started (and for anyone but a superadmin). */
  showCreate: boolean;
  onStarted(deployId: string): void;
}

export default function SharedServerForm({ instanceName, showCreate, onStarted }: SharedServerFormProps) {
  const creation = useCreateSharedServer();
  const { region } = useRegion();
  const confirm = useConfirm();
  const [nameError, setNameError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  async function create() {
    const question = { title: "Create new shared server", message: PROVISIONING_MESSAGES.confirmSharedServer, confirmLabel: "Create" };
    if (!(await confirm(question))) return;
    setNameError(null);
    setAlert(null);
    try {
      const result = await creation.trigger({ query: { region }, body: { sharedServer: true, instanceName } });
      onStarted(result.deployId);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
        const { instanceName: onName, ...others } = err.fields;
        if (onName !== undefined) setNameError(INVALID_INSTANCE_NAME_MESSAGE);
        const rest = Object.values(others);
        if (rest.length > 0) setAlert(rest.join(" "));
      } else {
        setAlert(serverErrors(err).message);
      }
    }
  }

  return (
    <Stack spacing={2}>
      <TextField
        label="Instance Name"
        size="small"
        fullWidth
        value={instanceName}
        error={nameError !== null}
        helperText={nameError ?? undefined}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField label="PHP Version" size="small" fullWidth value={SHARED_SERVER_PHP_VERSION} slotProps={{ htmlInput: { readOnly: true } }} />
      {alert !== null ? (
        <Alert severity="error" role="alert">
          {alert}
        </Alert>
      ) : null}
      {showCreate ? (
        <Box>
          <BusyButton variant="contained" busy={creation.isMutating} onClick={() => void create()}>
            Create new shared server
          </BusyButton>
        </Box>
      ) : null}
    </Stack>
  );
}
