"use client";
// Beside a live list's count: "Live · updated 3 s ago", "Reconnecting…" or "Paused", a Refresh
// button that reads the whole list at once, and a polite live region with one summary per update
// (never a line per row).
import { useEffect, useState } from "react";
import { liveStatusText } from "@/lib/domain/liveList";
import PlainButton from "@/components/common/plain/PlainButton";
import { useLive } from "./LiveContext";
import styles from "./live.module.css";

export default function LiveIndicator() {
  const { status, updatedAt, summary, refresh } = useLive();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className={styles.live}>
      <span className={styles.status} data-live-status={status}>
        <span className={styles.dot} aria-hidden="true" />
        {liveStatusText(status, updatedAt, Math.max(now, updatedAt ?? 0))}
      </span>
      <PlainButton variant="text" onClick={refresh}>
        Refresh
      </PlainButton>
      <span className={styles.hidden} role="status" aria-live="polite" aria-atomic="true">
        {summary}
      </span>
    </span>
  );
}
