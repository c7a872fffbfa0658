// Styles of the instance table (and the RDS table), applied once at the table rather than per
// row: the rows are the hot path of filtering 5,000 instances, so they render plain elements
// with class names (instanceTable.module.css). The instance table's narrow-window steps depend
// on the fleet columns chosen, so they are written here as a small stylesheet per width.
import styles from "./instanceTable.module.css";

export const ROW_HEIGHT = 49;

/** The class of the rows' styles. */
export const TABLE_CLASS = styles.table;

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
 * stays whole and the row's links in view. `&` stands for the table. */
const NARROW_STEPS: { saves: number; rules: string }[] = [
  { saves: 180, rules: "& .c-id { display: none; }" },
  { saves: 140, rules: "& .c-ip { display: none; }" },
  { saves: 130, rules: "& .c-type { display: none; }" },
  {
    saves: 70,
    rules: [
      "& th.c-state, & td.c-state { width: 40px; }",
      // The hidden word is placed within its cell, so it never widens the page.
      "& td.c-state { position: relative; }",
      // The header's word goes too (font size 0 keeps it for screen readers and the sort's name).
      "& th.c-state { font-size: 0; }",
      "& .state-word { position: absolute; left: 0; top: 0; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }",
    ].join(" "),
  },
  { saves: 100, rules: "& .c-version { display: none; }" },
  { saves: 40, rules: "& th.c-cert { width: 100px; } & th.c-settings { width: 320px; } & .links { gap: 6px; }" },
];

export interface InstanceTableLayout {
  /** Full width below which the table scrolls sideways. */
  minWidth: number;
  /** The class that ties the table to its narrow-window steps. */
  className: string;
  /** The steps: one media query each. */
  css: string;
}

/** The instance table's layout with `extra` pixels of fleet columns, which never give way (the
 * user chose them) and so push the standard ones out sooner. */
export function instanceTableLayout(extra: number): InstanceTableLayout {
  const className = `instance-table-${extra}`;
  const table = `table.${className}`;
  let fixed = FULL_WIDTH + extra;
  const css: string[] = [];
  for (const step of NARROW_STEPS) {
    const below = fixed + NAME_MIN + AROUND;
    fixed -= step.saves;
    css.push(`@media (max-width: ${below - 1}px) { ${table} { min-width: ${fixed + NAME_MIN}px; } ${step.rules.replaceAll("&", table)} }`);
  }
  return { minWidth: FULL_WIDTH + NAME_MIN + extra, className, css: css.join("\n") };
}
