// A value the contract form shows but does not edit (LMS, active users, version…): a read-only
// text field, so it is labelled, focusable and read the same way as the editable ones.
import TextField from "@mui/material/TextField";

export default function ReadOnlyField({ label, value }: { label: string; value: string | number | null | undefined }) {
  const shown = value === null || value === undefined || value === "" ? "—" : String(value);
  return <TextField label={label} value={shown} size="small" fullWidth slotProps={{ input: { readOnly: true } }} />;
}
