"use client";
// Who the LMS is for (spec 2 §3): client, contracted users (400 by default), branch (CR or MX),
// the client's e-mail and whether the welcome e-mail goes to it.
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { BRANCHES } from "@/lib/domain/branches";
import type { CreationFormValues } from "@/lib/domain/forms/creation";
import type { ConsoleForm } from "@/components/common/form/useConsoleForm";
import SelectField from "@/components/common/SelectField";

const BRANCH_NAMES: Record<(typeof BRANCHES)[number], string> = { CR: "CR (Costa Rica)", MX: "MX (México)" };

export interface ClientFieldsProps {
  form: ConsoleForm<CreationFormValues, void>;
  disabled: boolean;
}

export default function ClientFields({ form, disabled }: ClientFieldsProps) {
  return (
    <Stack spacing={2}>
      <TextField label="Client" size="small" fullWidth disabled={disabled} autoComplete="off" {...form.field("client")} />
      <TextField
        label="Contracted users"
        size="small"
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
        {...form.field("contractedUsers")}
      />
      <SelectField
        label="Branch"
        placeholder="Choose a branch"
        disabled={disabled}
        options={BRANCHES.map((b) => ({ value: b, label: BRANCH_NAMES[b] }))}
        {...form.field("branch")}
      />
      <TextField label="Client email" type="email" size="small" fullWidth disabled={disabled} autoComplete="off" {...form.field("clientEmail")} />
      <FormControlLabel control={<Checkbox {...form.checkbox("sendEmailToClient")} disabled={disabled} />} label="Send email to client" />
    </Stack>
  );
}
