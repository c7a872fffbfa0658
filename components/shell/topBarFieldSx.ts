// The look of a form field sitting on the blue top bar: a white field, and a label on a white
// chip so that, floated onto the bar, it keeps a readable contrast (WCAG AA) instead of grey on blue.
import type { SxProps, Theme } from "@mui/material/styles";

export const topBarFieldSx = {
  "& .MuiInputBase-root": { bgcolor: "background.paper" },
  "& .MuiInputLabel-root": { bgcolor: "background.paper", px: 0.5, borderRadius: 0.5 },
} satisfies SxProps<Theme>;
