"use client";
// An upload under way: "Uploading {name} — 42%" above a labelled progress bar (indeterminate when
// the browser cannot tell the body's length), and whatever the caller adds below (a Cancel).
import { useId, type ReactNode } from "react";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { UploadProgress } from "@/lib/client/sendUpload";

export function uploadPercent({ loaded, total }: UploadProgress): number | null {
  return total ? Math.min(100, Math.round((loaded / total) * 100)) : null;
}

export default function UploadProgressBar({ name, progress, children }: { name: string; progress: UploadProgress; children?: ReactNode }) {
  const labelId = useId();
  const value = uploadPercent(progress);
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        <span id={labelId}>Uploading {name}</span>
        {/* The progress bar carries the value for screen readers. */}
        <span aria-hidden="true">{value === null ? "…" : ` — ${value}%`}</span>
      </Typography>
      <LinearProgress variant={value === null ? "indeterminate" : "determinate"} value={value ?? undefined} aria-labelledby={labelId} />
      {children}
    </Stack>
  );
}
