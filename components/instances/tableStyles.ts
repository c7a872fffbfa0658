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
  // The keyboard's row (j/k).
  "& tbody tr.active": { bgcolor: "action.selected", outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
  "& td.name": { fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis" },
  "& .muted": { color: "text.secondary", fontWeight: 400 },
  "& td.mono": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 },
  "& .state": { display: "inline-flex", alignItems: "center", gap: 0.75 },
  "& .dot": { width: 8, height: 8, borderRadius: "50%", bgcolor: "text.disabled" },
  // Instance states, and database server states (the RDS list shares these styles).
  "& .dot.running, & .dot.available": { bgcolor: "success.main" },
  "& .dot.stopped": { bgcolor: "error.main" },
  "& .dot.pending, & .dot.stopping, & .dot.rebooting, & .dot.starting, & .dot.backing-up": { bgcolor: "warning.main" },
  "& .select": { width: 18, height: 18, m: 0, verticalAlign: "middle", cursor: "pointer", accentColor: (theme) => (theme.vars ?? theme).palette.primary.main },
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
    bgcolor: "action.selected", color: "text.primary", whiteSpace: "nowrap",
  },
  "& .cert.EXPIRED": { bgcolor: "error.main", color: "error.contrastText" },
  "& .cert.RENEW": { bgcolor: "warning.main", color: "warning.contrastText" },
  "& .cert.VALID": { bgcolor: "success.main", color: "success.contrastText" },
  "& .cert.muted": { bgcolor: "transparent", border: 1, borderColor: "divider", cursor: "default", color: "text.secondary" },
  "& .cert.loading": { display: "inline-block", width: 64, height: 22, bgcolor: "action.hover" },
});

/** Narrowest the Name column gets: names stay whole (MDL_ names run to about 20 characters). */
const NAME_MIN = 230;
/** The page's padding and the table's border beside the table. */
const AROUND = 34;
/** The instance table's columns beyond the name, at full width (InstanceTable's widths). */
const FULL_WIDTH = 1164;

/** How the instance table gives way in a narrow window, in order: Instance ID, then IP, then
 * Type go; then the state's word (its dot stays, and the word for screen readers); then the
 * version; then the certificate and settings columns tighten. Each step comes in where the
 * columns before it and the whole name no longer fit, so from 900 down to 768 px the name
 * stays whole and the row's links in view. */
const NARROW_STEPS: { saves: number; rules: object }[] = [
  { saves: 180, rules: { "& .c-id": { display: "none" } } },
  { saves: 140, rules: { "& .c-ip": { display: "none" } } },
  { saves: 130, rules: { "& .c-type": { display: "none" } } },
  {
    saves: 70,
    rules: {
      "& th.c-state, & td.c-state": { width: 40 },
      // The hidden word is placed within its cell, so it never widens the page.
      "& td.c-state": { position: "relative" },
      // The header's word goes too (font size 0 keeps it for screen readers and the sort's name).
      "& th.c-state": { fontSize: 0 },
      "& .state-word": { position: "absolute", left: 0, top: 0, width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
    },
  },
  { saves: 100, rules: { "& .c-version": { display: "none" } } },
  { saves: 40, rules: { "& th.c-cert": { width: 100 }, "& th.c-settings": { width: 320 }, "& .links": { gap: 0.75 } } },
];

/** The instance table's styles with `extra` pixels of fleet columns, which never give way (the
 * user chose them) and so push the standard ones out sooner. */
export function instanceTableSx(extra: number): SxProps<Theme> {
  const steps: Record<string, object> = {};
  let fixed = FULL_WIDTH + extra;
  for (const step of NARROW_STEPS) {
    const below = fixed + NAME_MIN + AROUND;
    fixed -= step.saves;
    steps[`@media (max-width: ${below - 1}px)`] = { minWidth: fixed + NAME_MIN, ...step.rules };
  }
  return [tableSxFor(FULL_WIDTH + NAME_MIN + extra) as object, steps] as SxProps<Theme>;
}
