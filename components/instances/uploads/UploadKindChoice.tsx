"use client";
// FILE or PLUGIN (spec 1 §2): a radio group, so arrow keys move between the kinds. Only
// the kinds the LMS is offered are shown; PLUGIN is offered for Totara only.
import { useId } from "react";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { UploadKind } from "@/lib/domain/uploads";

export interface UploadKindChoiceProps {
  kinds: readonly UploadKind[];
  value: UploadKind;
  onChange(kind: UploadKind): void;
  disabled?: boolean;
}

export default function UploadKindChoice({ kinds, value, onChange, disabled = false }: UploadKindChoiceProps) {
  const labelId = useId();
  const helpId = useId();
  const pluginsOffered = kinds.includes("PLUGIN");
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>Upload kind</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={pluginsOffered ? undefined : helpId}
        value={value}
        onChange={(_, next) => {
          const kind = kinds.find((k) => k === next);
          if (kind) onChange(kind);
        }}
      >
        {kinds.map((kind) => (
          <FormControlLabel key={kind} value={kind} control={<Radio />} label={kind} />
        ))}
      </RadioGroup>
      {pluginsOffered ? null : <FormHelperText id={helpId}>Plugins can be uploaded to Totara sites only.</FormHelperText>}
    </FormControl>
  );
}
