"use client";
// A scheduling date with the MUI date picker (dayjs), held as YYYY-MM-DD ('' when empty, and
// 'invalid' while half typed, so the caller's check names it). The picker keeps what is being
// typed itself. Needs a LocalizationProvider above it (ScheduleDates).
import { useState } from "react";
import dayjs, { type Dayjs } from "dayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";

export const SCHEDULE_DATE_FORMAT = "YYYY-MM-DD";
const INCOMPLETE = "invalid";

export interface ScheduleDateFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The earliest day offered (YYYY-MM-DD). */
  min?: string;
  error?: string | null;
  name?: string;
}

function parse(value: string): Dayjs | null {
  if (!value) return null;
  const day = dayjs(value, SCHEDULE_DATE_FORMAT);
  return day.isValid() ? day : null;
}

export default function ScheduleDateField({ label, value, onChange, min, error, name }: ScheduleDateFieldProps) {
  const [shown, setShown] = useState<Dayjs | null>(() => parse(value));
  // A value the caller resets (Clear Filters) replaces what is shown.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== INCOMPLETE && value !== (shown?.isValid() ? shown.format(SCHEDULE_DATE_FORMAT) : "")) setShown(parse(value));
  }
  return (
    <DatePicker
      label={label}
      value={shown}
      format={SCHEDULE_DATE_FORMAT}
      minDate={min ? parse(min) ?? undefined : undefined}
      name={name}
      onChange={(next) => {
        setShown(next);
        const written = next === null ? "" : next.isValid() ? next.format(SCHEDULE_DATE_FORMAT) : INCOMPLETE;
        setSeen(written);
        onChange(written);
      }}
      slotProps={{ textField: { size: "small", error: Boolean(error), helperText: error ?? undefined } }}
    />
  );
}
