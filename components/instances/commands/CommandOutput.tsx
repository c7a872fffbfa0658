"use client";
// The Command Output section: the text the latest command printed, in a scrollable,
// focusable region named after the command, so a keyboard can scroll it and a screen reader
// can find it from the landmarks list.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { COMMAND_LABELS } from "@/lib/domain/commands";
import ModalSection from "@/components/common/ModalSection";
import type { CommandOutputText } from "./useCommandRunner";

export default function CommandOutput({ output }: { output: CommandOutputText }) {
  const label = `Output of ${COMMAND_LABELS[output.command]}`;
  return (
    <ModalSection title="Command Output">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        {COMMAND_LABELS[output.command]}
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-label={label}
        tabIndex={0}
        sx={(theme) => ({
          m: 0,
          p: 1.5,
          maxHeight: 320,
          overflow: "auto",
          borderRadius: 1,
          bgcolor: "#1c2833",
          color: "#e8edf2",
          // A terminal is dark in both schemes; on a dark page a rule keeps its edge visible.
          ...theme.applyStyles("dark", { border: 1, borderColor: "divider" }),
          fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
          fontSize: 12,
          lineHeight: 1.5,
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
          "&:focus-visible": { outline: "2px solid", outlineColor: "primary.light", outlineOffset: 2 },
        })}
      >
        {output.text}
      </Box>
    </ModalSection>
  );
}
