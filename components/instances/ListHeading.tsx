// The list page's one level-one heading, with the row count beside it: screen-reader users
// jump to it, and it stays in place while the list loads, fails or is filtered.
import type { ReactNode } from "react";
import styles from "./listFrame.module.css";

export default function ListHeading({ title = "Instances", children }: { title?: string; children?: ReactNode }) {
  return (
    <div className={children ? styles.heading : `${styles.heading} ${styles.headingAlone}`}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
