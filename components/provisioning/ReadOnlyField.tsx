"use client";
// A value shown read-only in a labelled text field (the confirmation page's request).
import TextField from "@mui/material/TextField";

export default function ReadOnlyField({ label, value }: { label: string; value: string | number | null | undefined }) {
  return <TextField label={label} size="small" fullWidth value={value ?? ""} slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }} />;
}
