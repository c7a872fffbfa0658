"use client";
// The contract's description (spec 1 §5): at most 255 characters, and the part already saved is
// locked, so an edit that would change or remove any of it is not taken; text is appended.
import TextField from "@mui/material/TextField";
import { descriptionRoom, nextDescription } from "@/lib/domain/forms/contractData";
import type { TextFieldProps } from "@/components/common/form/fieldProps";
import { READ_ONLY_SX } from "./ReadOnlyField";

export interface DescriptionFieldProps {
  field: TextFieldProps;
  saved: string;
  readOnly: boolean;
  onChange(next: string): void;
}

export default function DescriptionField({ field, saved, readOnly, onChange }: DescriptionFieldProps) {
  const room = descriptionRoom(field.value);
  const hint = `${room} ${room === 1 ? "character" : "characters"} left.${saved ? " The saved text cannot be changed: add to it." : ""}`;
  return (
    <TextField
      {...field}
      label="Description"
      multiline
      minRows={2}
      fullWidth
      size="small"
      sx={readOnly ? { mt: 2, ...READ_ONLY_SX } : { mt: 2 }}
      helperText={field.error ? field.helperText : readOnly ? undefined : hint}
      onChange={(event) => onChange(nextDescription(saved, field.value, event.target.value))}
      slotProps={{ input: { readOnly } }}
    />
  );
}
