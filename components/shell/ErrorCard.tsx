// The card a failure or an unknown address is shown in (app/error.tsx, app/global-error.tsx,
// app/not-found.tsx): a heading and what to do, centred. Plain elements and a CSS module:
// these boundaries come with every page's first load, and a failure to load further script
// (a new deploy) must not stop them showing.
import type { ReactNode } from "react";
import styles from "./shell.module.css";

export default function ErrorCard({ title, alone = false, children }: { title: string; alone?: boolean; children: ReactNode }) {
  return (
    <main className={alone ? `${styles.errorPage} ${styles.errorPageAlone}` : styles.errorPage}>
      <div className={styles.errorCard}>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The row of buttons under a failure. */
export function ErrorActions({ children }: { children: ReactNode }) {
  return <div className={styles.errorActions}>{children}</div>;
}
