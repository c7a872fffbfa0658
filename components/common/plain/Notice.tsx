// A notice in the page (MUI's outlined Alert, by CSS): what failed or what to know, an optional
// title and an action such as Retry. It needs no script chunk of its own, so it still shows when
// the failure it reports is a dropped connection.
import type { ReactNode } from "react";
import styles from "./notice.module.css";

const ICON_PATHS = {
  error: "M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z",
  info: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z",
} as const;

export interface NoticeProps {
  severity: keyof typeof ICON_PATHS;
  title?: string;
  action?: ReactNode;
  /** An alert, as MUI's is, unless the caller says otherwise. */
  role?: "alert" | "status";
  className?: string;
  children: ReactNode;
}

export default function Notice({ severity, title, action, role = "alert", className, children }: NoticeProps) {
  return (
    <div role={role} className={[styles.notice, styles[severity], className].filter(Boolean).join(" ")}>
      <div className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false">
          <path d={ICON_PATHS[severity]} />
        </svg>
      </div>
      <div className={styles.message}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
