"use client";
// The site and its server (spec 2 §3, §9): domain, instance name (MDL_ prefilled), instance type
// (t4g.small/medium/large), volume size (50 GiB by default), and the database: a server of its
// own, named mdl-… (left as the bare prefix, the upstream names it), or the shared RDS.
import { useId } from "react";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { CreationFormValues } from "@/lib/domain/forms/creation";
import { CREATION_INSTANCE_TYPES } from "@/lib/domain/provisioning";
import type { ConsoleForm } from "@/components/common/form/useConsoleForm";
import SelectField from "@/components/common/SelectField";

export interface SiteFieldsProps {
  form: ConsoleForm<CreationFormValues, void>;
  disabled: boolean;
}

export default function SiteFields({ form, disabled }: SiteFieldsProps) {
  const dbLabelId = useId();
  const standaloneDb = form.values.dbOnSharedRDS === "false";
  return (
    <Stack spacing={2}>
      <TextField label="Domain" size="small" fullWidth disabled={disabled} autoComplete="off" {...form.field("domain")} />
      <TextField label="Instance name" size="small" fullWidth disabled={disabled} autoComplete="off" {...form.field("instanceName")} />
      <SelectField
        label="Instance type"
        placeholder="Choose an instance type"
        disabled={disabled}
        options={CREATION_INSTANCE_TYPES.map((t) => ({ value: t, label: t }))}
        {...form.field("instanceType")}
      />
      <TextField
        label="Volume size"
        size="small"
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { inputMode: "numeric" }, input: { endAdornment: <InputAdornment position="end">GiB</InputAdornment> } }}
        {...form.field("volumeSize")}
      />
      <FormControl disabled={disabled}>
        <FormLabel id={dbLabelId}>Database</FormLabel>
        <RadioGroup
          row
          aria-labelledby={dbLabelId}
          name="dbOnSharedRDS"
          value={form.values.dbOnSharedRDS}
          onChange={(_, next) => form.setValue("dbOnSharedRDS", next === "true" ? "true" : "false")}
        >
          <FormControlLabel value="false" control={<Radio />} label="Standalone database" />
          <FormControlLabel value="true" control={<Radio />} label="Shared database" />
        </RadioGroup>
      </FormControl>
      {standaloneDb ? (
        <TextField
          label="Database instance"
          size="small"
          fullWidth
          disabled={disabled}
          autoComplete="off"
          {...form.field("dbInstance", { helperText: "Leave as mdl- for the server to name it." })}
        />
      ) : null}
    </Stack>
  );
}
