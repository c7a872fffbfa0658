"use client";
// The motive of a start, stop or reboot (spec 1 §5): a required multi-line field that counts
// words and characters against the rule as the user types. Single and bulk actions share it.
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { countWords, MOTIVE_MAX_LENGTH, MOTIVE_MIN_WORDS, motiveLength } from "@/lib/domain/motive";

export interface MotiveFieldProps {
  /** What the form's field() gives for the motive, without its helper text. */
  field: TextFieldProps;
  value: string;
  autoFocus?: boolean;
}

export default function MotiveField({ field, value, autoFocus }: MotiveFieldProps) {
  const count = `${countWords(value)} of at least ${MOTIVE_MIN_WORDS} words · ${motiveLength(value)}/${MOTIVE_MAX_LENGTH} characters`;
  return <TextField label="Motive" multiline minRows={2} fullWidth required autoFocus={autoFocus} {...field} helperText={field.error ? field.helperText : count} />;
}
