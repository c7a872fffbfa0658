"use client";
// One theme image (spec 2 §2.1, §5): PNG only, judged by the file's first bytes rather than the
// type the browser claims. A file that is not a PNG is not kept, and the field says
// 'Please upload a file of type: image/png.' at once.
import { useId, useState } from "react";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { isPngContent, PNG_ONLY_MESSAGE } from "@/lib/domain/provisioning";

export interface ImageFieldProps {
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** The form's (or the server's) message for this field. */
  error?: string;
  disabled: boolean;
  onChange(file: Blob | null): void;
  inputRef(element: HTMLElement | null): void;
}

export default function ImageField({ label, hint, error, disabled, onChange, inputRef }: ImageFieldProps) {
  const id = useId();
  const helpId = useId();
  const [refused, setRefused] = useState(false);
  const message = refused ? PNG_ONLY_MESSAGE : error;
  return (
    <FormControl error={message !== undefined} disabled={disabled}>
      <FormLabel htmlFor={id}>{label}</FormLabel>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept="image/png"
        disabled={disabled}
        aria-invalid={message !== undefined}
        aria-describedby={helpId}
        onChange={(event) => {
          const input = event.target;
          const file = input.files?.[0] ?? null;
          if (file === null) {
            setRefused(false);
            onChange(null);
            return;
          }
          // A file that cannot be read is no PNG either.
          void isPngContent(file).catch(() => false).then((png) => {
            setRefused(!png);
            onChange(png ? file : null);
            if (!png) input.value = "";
          });
        }}
      />
      <FormHelperText id={helpId}>{message ?? (hint ? `PNG only. ${hint}` : "PNG only.")}</FormHelperText>
    </FormControl>
  );
}
