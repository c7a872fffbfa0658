// An indeterminate progress bar (MUI's LinearProgress, by CSS), named for what is loading.
import styles from "./progressBar.module.css";

export default function ProgressBar({ label, className }: { label: string; className?: string }) {
  return (
    <span role="progressbar" aria-label={label} className={className ? `${styles.track} ${className}` : styles.track}>
      <span className={`${styles.bar} ${styles.bar1}`} />
      <span className={`${styles.bar} ${styles.bar2}`} />
    </span>
  );
}
