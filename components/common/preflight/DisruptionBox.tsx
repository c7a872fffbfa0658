// The box under a disruptive action's confirmation that says what it will disrupt: the facts as
// lines, or what stands in for them (reading, not readable). Announced politely as it changes.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export interface DisruptionBoxProps {
  /** The facts, when there are some to show. */
  lines: readonly string[] | null;
  /** Said in place of the lines, or after the heading while they are still coming. */
  note?: ReactNode;
  reading?: boolean;
}

export default function DisruptionBox({ lines, note, reading = false }: DisruptionBoxProps) {
  return (
    <Box role="status" aria-live="polite" sx={{ my: 2, p: 1.5, borderRadius: 1, bgcolor: "action.hover" }}>
      <Typography variant="subtitle2" component="h3">
        What this will disrupt{reading && lines ? " (reading…)" : ""}
      </Typography>
      {lines ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {lines.map((line) => (
            <Typography component="li" variant="body2" key={line}>
              {line}
            </Typography>
          ))}
        </Box>
      ) : (
        note
      )}
    </Box>
  );
}
