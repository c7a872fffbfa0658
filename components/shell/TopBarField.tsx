// A form field on the blue top bar (the search box, the region selector): a native input or
// select on a white field, its label floated onto the field's top edge on a white chip so it
// keeps a readable contrast (WCAG AA) instead of grey on blue. Plain elements and a CSS module
// rather than MUI's FormControl, InputLabel and OutlinedInput: the shell is on every page's
// first load, and those bring about 13 kB (gzip) of input machinery that two fields do not need.
import type { ReactNode } from "react";
import styles from "./topBarField.module.css";

export interface TopBarFieldProps {
  /** The control's id: the label names it. */
  id: string;
  label: string;
  /** The field's place in the bar. */
  place: "search" | "region";
  children: ReactNode;
}

export default function TopBarField({ id, label, place, children }: TopBarFieldProps) {
  return (
    <div className={`${styles.field} ${styles[place]}`}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
