// A form field on the blue top bar (the search box, the region selector): a native input or
// select on a white field, its label floated onto the field's top edge on a white chip so it
// keeps a readable contrast (WCAG AA) instead of grey on blue. Plain elements rather than
// MUI's FormControl, InputLabel and OutlinedInput: the shell is on every page's first load,
// and those bring about 13 kB (gzip) of input machinery that two fields do not need.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";

export interface TopBarFieldProps {
  /** The control's id: the label names it. */
  id: string;
  label: string;
  /** The field's place in the bar (flex, width). */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

const fieldSx: SxProps<Theme> = {
  position: "relative",
  "& > label": {
    position: "absolute", top: -9, left: 9, px: 0.5, borderRadius: 0.5, bgcolor: "background.paper", color: "text.secondary",
    fontSize: "0.75rem", lineHeight: 1.4, pointerEvents: "none",
  },
  "&:focus-within > label": { color: "primary.main" },
  "& > input, & > select": {
    display: "block", width: "100%", boxSizing: "border-box", height: 40, m: 0, pl: 1.75, pr: 1, font: "inherit", fontSize: "1rem",
    color: "text.primary", bgcolor: "background.paper", border: 1, borderColor: "grey.500", borderRadius: 1, outline: 0,
  },
  "& > input:hover, & > select:hover": { borderColor: "text.primary" },
  "& > input:focus, & > select:focus": { borderColor: "primary.main", boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
  "& > input::placeholder": { color: "text.secondary", opacity: 1 },
};

export default function TopBarField({ id, label, sx, children }: TopBarFieldProps) {
  return (
    <Box sx={[fieldSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <label htmlFor={id}>{label}</label>
      {children}
    </Box>
  );
}
