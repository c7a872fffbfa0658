// A small busy spinner (MUI's indeterminate CircularProgress, by CSS): decorative, since the
// control or status line beside it says what is happening.
import styles from "./spinner.module.css";

export default function Spinner({ size = 16, color = "inherit" }: { size?: number; color?: "inherit" | "primary" }) {
  return (
    <svg className={`${styles.spinner} ${color === "primary" ? styles.primary : ""}`} width={size} height={size} viewBox="22 22 44 44" aria-hidden="true" focusable="false">
      <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
    </svg>
  );
}
