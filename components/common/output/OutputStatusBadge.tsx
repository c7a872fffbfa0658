"use client";
// The process's state as a badge — colour and a word, never colour alone — inside a polite live
// region, so a screen reader hears "Running", "Done", "Failed" when the state changes (the
// lines themselves are not announced).
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import type { OutputPhase } from "./useOutputPolling";

export const PHASE_LABEL: Record<OutputPhase, string> = {
  running: "Running",
  done: "Done",
  failed: "Failed",
  disconnected: "Disconnected",
};

const PHASE_COLOR = { running: "primary", done: "success", failed: "error", disconnected: "warning" } as const;

export default function OutputStatusBadge({ phase }: { phase: OutputPhase }) {
  return (
    <Box role="status" data-phase={phase} sx={{ display: "inline-flex" }}>
      <Chip size="small" color={PHASE_COLOR[phase]} label={PHASE_LABEL[phase]} />
    </Box>
  );
}
