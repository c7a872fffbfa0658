"use client";
// The 'LMS Information' form of the Add Instance page (spec 2 §2.1, §3, §5, §8). Checked before
// sending with the same rules the BFF applies (lib/domain/forms/creation), then sent as the
// multipart POST /instance with the string booleans, the signed-in user as requestedBy and a
// fresh requestToken. A 400 with field errors marks each field with the server's message and
// says 'Incorrect parameters. Please check the data entered.'; any other failure shows the
// server's message (a 401 has already left for sign-in: lib/client). What the server answers
// on success goes to the page, which starts the output board.
import { useId, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ApiError } from "@/lib/client/ApiError";
import { creationBody, creationFormData, creationFormErrors, INITIAL_CREATION_VALUES, usesTheme, type CreationFormValues } from "@/lib/domain/forms/creation";
import { creationFieldErrors, INCORRECT_PARAMETERS_MESSAGE } from "@/lib/domain/provisioning";
import type { Region } from "@/lib/domain/regions";
import BusyButton from "@/components/common/BusyButton";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
import { serverErrors } from "@/components/common/form/serverErrors";
import { useCreateInstance } from "@/data/provisioning/createInstance";
import ClientFields from "./ClientFields";
import InstallationFields from "./InstallationFields";
import SiteFields from "./SiteFields";
import ThemeFields from "./ThemeFields";

/** What the server said to a creation it accepted. */
export interface CreationStarted {
  /** The output to read, when the process started. */
  deployId: string | null;
  blockCreation: boolean;
  message: string | null;
}

export interface CreationFormProps {
  region: Region;
  /** The signed-in user's username, sent as requestedBy. */
  requestedBy: string;
  /** False while a creation runs or the server blocks creation: Create is not shown. */
  showCreate: boolean;
  /** The inputs are read-only while a creation runs. */
  locked: boolean;
  onStarted(result: CreationStarted): void;
}

/** A fresh random token for each request (the confirm-add link names it). */
function newRequestToken(): string {
  return crypto.randomUUID();
}

export default function CreationForm({ region, requestedBy, showCreate, locked, onStarted }: CreationFormProps) {
  const titleId = useId();
  const creation = useCreateInstance();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useConsoleForm<CreationFormValues>({
    initialValues: INITIAL_CREATION_VALUES,
    validate: creationFormErrors,
    async onSubmit(values) {
      setAlert(null);
      const body = creationFormData(creationBody(values, { requestedBy, requestToken: newRequestToken() }));
      try {
        const result = await creation.trigger({ query: { region }, body });
        const started = result.startCreationProcess === true && result.deployId ? result.deployId : null;
        onStarted({ deployId: started, blockCreation: result.blockCreation === true, message: result.message ?? null });
      } catch (err) {
        if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
          form.showErrors(creationFieldErrors(err.fields));
          setAlert(INCORRECT_PARAMETERS_MESSAGE);
        } else {
          setAlert(serverErrors(err).message);
        }
      }
    },
  });
  const disabled = locked || form.submitting;

  return (
    <Box component="form" noValidate aria-labelledby={titleId} onSubmit={(event) => void form.handleSubmit(event)}>
      <Typography id={titleId} component="h2" variant="h6" gutterBottom>
        LMS Information
      </Typography>
      <Stack spacing={2}>
        <InstallationFields form={form} region={region} disabled={disabled} />
        <Divider />
        <ClientFields form={form} disabled={disabled} />
        <Divider />
        <SiteFields form={form} disabled={disabled} />
        {usesTheme(form.values) ? (
          <>
            <Divider />
            <ThemeFields form={form} disabled={disabled} />
          </>
        ) : null}
        {alert !== null ? (
          <Alert severity="error" role="alert">
            {alert}
          </Alert>
        ) : null}
        {showCreate ? (
          <Box>
            <BusyButton type="submit" variant="contained" busy={form.submitting}>
              Create new LMS
            </BusyButton>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
