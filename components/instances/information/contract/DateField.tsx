"use client";
// A contract date with the MUI date picker (dayjs), written YYYY-MM-DD in the form's values.
// The picker keeps what is being typed itself: a half-typed date reaches the form as "invalid"
// (so the form's check names it) without the picker losing the typed sections.
import { useState } from "react";
import dayjs, { type Dayjs } from "dayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import type { TextFieldProps } from "@/components/common/form/fieldProps";
import { READ_ONLY_SX } from "./ReadOnlyField";

export const DATE_FORMAT = "YYYY-MM-DD";
const INCOMPLETE = "invalid";

export interface DateFieldProps {
  label: string;
  field: TextFieldProps;
  readOnly: boolean;
}

function parse(value: string): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
}

export default function DateField({ label, field, readOnly }: DateFieldProps) {
  const [shown, setShown] = useState<Dayjs | null>(() => parse(field.value));
  return (
    <DatePicker
      label={label}
      value={shown}
      format={DATE_FORMAT}
      readOnly={readOnly}
      name={field.name}
      inputRef={field.inputRef}
      onChange={(next) => {
        setShown(next);
        field.onChange({ target: { value: next === null ? "" : next.isValid() ? next.format(DATE_FORMAT) : INCOMPLETE } });
      }}
      sx={readOnly ? READ_ONLY_SX : undefined}
      slotProps={{ textField: { id: field.id, size: "small", fullWidth: true, error: field.error, helperText: field.helperText } }}
    />
  );
}
