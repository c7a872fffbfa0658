"use client";
// The facts under a disruptive action's confirmation (lib/domain/preflight): read when the
// dialog opens, announced politely as they arrive, and handed to `onShown` as the text the
// trail keeps. Confirm is never held back: the user decides knowing what is known.
import { useEffect } from "react";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { ApiError } from "@/lib/client/ApiError";
import { preflightLines, preflightRecord, type PreflightRequest } from "@/lib/domain/preflight";
import { usePreflightFacts } from "@/data/preflight/usePreflightFacts";
import DisruptionBox from "./DisruptionBox";

export const PREFLIGHT_UNREAD = "The facts could not be read just now; you can still go on.";

export interface PreflightFactsProps {
  request: PreflightRequest;
  onShown(record: string): void;
}

export default function PreflightFacts({ request, onShown }: PreflightFactsProps) {
  const { data, error } = usePreflightFacts(request);
  const lines = data ? preflightLines(data, request.scope, new Date()) : null;
  const record = lines ? preflightRecord(lines) : error ? `${PREFLIGHT_UNREAD} (${error instanceof ApiError ? error.message : "no answer"})` : null;
  useEffect(() => {
    if (record !== null) onShown(record);
  }, [record, onShown]);

  return (
    <DisruptionBox
      lines={lines}
      note={
        error ? (
          <Typography variant="body2">{PREFLIGHT_UNREAD}</Typography>
        ) : (
          <Typography variant="body2" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <CircularProgress size={14} aria-hidden />
            Reading active users, the last backup and the server&apos;s sites…
          </Typography>
        )
      }
    />
  );
}
