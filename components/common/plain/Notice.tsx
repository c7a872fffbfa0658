// A notice in the page (MUI's outlined Alert, by CSS): what failed or what to know, an optional
// title and an action such as Retry. It needs no script chunk of its own, so it still shows when
// the failure it reports is a dropped connection.
import type { ReactNode } from "react";
import PathIcon from "./PathIcon";
import styles from "./notice.module.css";

export interface NoticeProps {
  severity: "error" | "info";
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
        <PathIcon name={severity} />
      </div>
      <div className={styles.message}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
