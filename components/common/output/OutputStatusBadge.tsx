"use client";
// The process's state as a badge — colour, a word and an icon, never colour alone — inside a
// polite live region, so a screen reader hears "Running", "Done", "Failed" when the state
// changes (the lines themselves are not announced).
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import { icon } from "@/components/common/icons";
import type { OutputPhase } from "./useOutputPolling";

export const PHASE_LABEL: Record<OutputPhase, string> = {
  running: "Running",
  done: "Done",
  failed: "Failed",
  disconnected: "Disconnected",
};

const PHASE_COLOR = { running: "primary", done: "success", failed: "error", disconnected: "warning" } as const;

// Material's schedule, check-circle, error and cloud-off paths.
const PHASE_ICON = {
  running: icon(
    "M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z",
    "RunningIcon",
  ),
  done: icon("M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z", "DoneIcon"),
  failed: icon("M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z", "FailedIcon"),
  disconnected: icon(
    "M19.35 10.04C18.67 6.59 15.64 4 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46C10.21 6.23 11.08 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 1.13-.64 2.11-1.56 2.62l1.45 1.45C23.16 18.16 24 16.68 24 15c0-2.64-2.05-4.78-4.65-4.96zM3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14c0 3.31 2.69 6 6 6h11.73l2 2L21 20.73 4.27 4 3 5.27zM7.73 10l8 8H6c-2.21 0-4-1.79-4-4s1.79-4 4-4h1.73z",
    "DisconnectedIcon",
  ),
} as const;

export default function OutputStatusBadge({ phase }: { phase: OutputPhase }) {
  const Icon = PHASE_ICON[phase];
  return (
    <Box role="status" data-phase={phase} sx={{ display: "inline-flex" }}>
      <Chip size="small" color={PHASE_COLOR[phase]} icon={<Icon aria-hidden="true" data-testid={`phase-icon-${phase}`} />} label={PHASE_LABEL[phase]} />
    </Box>
  );
}
