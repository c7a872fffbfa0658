// The console's logo in the top bar: a tile in the bar's text colour with a mortarboard over a
// server stack cut out in the bar's own colour, so it follows the light scheme (white tile on the
// primary bar) and the dark one (light tile on the dark bar) from CSS variables alone. It names
// the product for a screen reader, which the bar's title repeats only on a wide screen.
import { PRODUCT_NAME } from "@/components/common/productName";
import styles from "./shell.module.css";

export default function ConsoleLogo() {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" role="img" aria-label={PRODUCT_NAME} focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="7" fill="currentColor" />
      <g fill="var(--console-logo-ink)">
        <path d="M16 5.5 27 10.5 16 15.5 5 10.5z" />
        <path d="M10 12.6v3.4c0 1.6 2.7 2.9 6 2.9s6-1.3 6-2.9v-3.4l-6 2.8z" />
        <rect x="7" y="21" width="18" height="3" rx="1.5" />
        <rect x="7" y="25.5" width="18" height="3" rx="1.5" />
      </g>
      <path d="M25.2 11.3v5.2" stroke="var(--console-logo-ink)" strokeWidth="1.4" strokeLinecap="round" />
      <circle cx="22.5" cy="22.5" r="0.9" fill="var(--console-logo-accent)" />
      <circle cx="22.5" cy="27" r="0.9" fill="var(--console-logo-accent)" />
    </svg>
  );
}
