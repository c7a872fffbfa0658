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
/** The Settings column with its words (InstanceTable's width) and with its icons only. */
export const SETTINGS_WIDTH = 350;
const SETTINGS_ICONS_WIDTH = 170;
/** The instance table's columns beyond the name, at full width (InstanceTable's widths). */
const FULL_WIDTH = 1164;

/** How the instance table gives way in a narrow window, in order: the row links' words become
 * icons (from 1,280 px up every standard column shows); then Instance ID, IP and Version go.
 * The name stays whole, and the columns that hold a control or the state's word never go:
 * below the last step the table scrolls sideways within its frame, the Settings column (the
 * row's links) staying in view at its right edge. Each step comes in where the columns before
 * it and the whole name no longer fit. `&` stands for the table. */
const NARROW_STEPS: { saves: number; rules: string }[] = [
  {
    saves: SETTINGS_WIDTH - SETTINGS_ICONS_WIDTH,
    rules: `& th.c-settings { width: ${SETTINGS_ICONS_WIDTH}px; } & .links { gap: 6px; } & .links svg { display: block; } & .link-word { display: none; }`,
  },
  { saves: 180, rules: "& .c-id { display: none; }" },
  { saves: 140, rules: "& .c-ip { display: none; }" },
  { saves: 100, rules: "& .c-version { display: none; }" },
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
