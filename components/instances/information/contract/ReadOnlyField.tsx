// A value the contract form shows but does not edit (LMS, active users, version…): a read-only
// text field, so it is labelled, focusable and read the same way as the editable ones, on a
// tinted ground so it does not look editable.
import TextField from "@mui/material/TextField";

export const READ_ONLY_SX = { "& .MuiInputBase-root, & .MuiPickersInputBase-root": { bgcolor: "action.hover" } } as const;

export default function ReadOnlyField({ label, value }: { label: string; value: string | number | null | undefined }) {
  const shown = value === null || value === undefined || value === "" ? "—" : String(value);
  return <TextField label={label} value={shown} size="small" fullWidth sx={READ_ONLY_SX} slotProps={{ input: { readOnly: true } }} />;
}
