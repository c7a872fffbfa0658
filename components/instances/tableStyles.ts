// Styles of the instance table (and the RDS table), applied once at the table rather than per row: the rows are
// the hot path of filtering 5,000 instances, so they render plain elements with class names.
import type { SxProps, Theme } from "@mui/material/styles";

export const ROW_HEIGHT = 49;

/** The styles with the width below which the table scrolls sideways. */
export const tableSxFor = (minWidth: number): SxProps<Theme> => ({
  tableLayout: "fixed",
  minWidth,
  "& td": { height: ROW_HEIGHT, py: 0, px: 1.5, whiteSpace: "nowrap", borderBottom: 1, borderColor: "divider", fontSize: 14 },
  "& tbody tr:hover": { bgcolor: "action.hover" },
  "& td.name": { fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis" },
  "& .muted": { color: "text.secondary", fontWeight: 400 },
  "& td.mono": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 },
  "& .state": { display: "inline-flex", alignItems: "center", gap: 0.75 },
  "& .dot": { width: 8, height: 8, borderRadius: "50%", bgcolor: "text.disabled" },
  // Instance states, and database server states (the RDS list shares these styles).
  "& .dot.running, & .dot.available": { bgcolor: "success.main" },
  "& .dot.stopped": { bgcolor: "error.main" },
  "& .dot.pending, & .dot.stopping, & .dot.rebooting, & .dot.starting, & .dot.backing-up": { bgcolor: "warning.main" },
  "& .select": { width: 18, height: 18, m: 0, verticalAlign: "middle", cursor: "pointer", accentColor: (theme) => theme.palette.primary.main },
  "& .links": { display: "flex", gap: 1.25 },
  "& .links a": { color: "primary.main", fontWeight: 600, fontSize: 13, textDecoration: "none", borderRadius: 0.5 },
  "& .links a:hover": { textDecoration: "underline" },
  "& .size": {
    font: "inherit", fontSize: 14, p: 0, border: 0, bgcolor: "transparent", color: "primary.main", cursor: "pointer",
    textDecoration: "underline dotted", textUnderlineOffset: 3,
  },
  "& .links a:focus-visible, & .cert:focus-visible, & .size:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
  "& .links a[data-upgradeable='false']": { color: "text.secondary" },
  "& .cert": {
    font: "inherit", fontSize: 12, fontWeight: 600, lineHeight: "22px", px: 1, borderRadius: 3, border: 0, cursor: "pointer",
    bgcolor: "grey.200", color: "text.primary", whiteSpace: "nowrap",
  },
  "& .cert.EXPIRED": { bgcolor: "error.main", color: "error.contrastText" },
  "& .cert.RENEW": { bgcolor: "warning.main", color: "warning.contrastText" },
  "& .cert.VALID": { bgcolor: "success.main", color: "success.contrastText" },
  "& .cert.muted": { bgcolor: "transparent", border: 1, borderColor: "divider", cursor: "default", color: "text.secondary" },
  "& .cert.loading": { display: "inline-block", width: 64, height: 22, bgcolor: "action.hover" },
});

export const tableSx = tableSxFor(1240);
