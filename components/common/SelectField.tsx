"use client";
// A labelled native select on MUI's TextField: the platform's own control for keyboards and
// screen readers, and the same props useConsoleForm's field() hands a text input.
import type { ReactNode } from "react";
import TextField, { type TextFieldProps } from "@mui/material/TextField";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = Omit<TextFieldProps, "select" | "children"> & {
  options: readonly SelectOption[];
  /** The first, empty entry ("Choose …"); left out when the field always has a value. */
  placeholder?: string;
  children?: ReactNode;
};

export default function SelectField({ options, placeholder, slotProps, ...props }: SelectFieldProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      {...props}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder !== undefined ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
