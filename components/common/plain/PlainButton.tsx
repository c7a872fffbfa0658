// A button drawn like the theme's MUI Button (small, flat, no capitals) from plain elements and
// a CSS module: the shell and the list are on every page's first load, where MUI's Button,
// ButtonBase and ripple cost about 8 kB (gzip). With `href` it is a client-side link.
import Link from "next/link";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from "react";
import styles from "./plainButton.module.css";

export type PlainButtonVariant = "text" | "outlined" | "contained";
export type PlainButtonColor = "primary" | "inherit" | "error";

interface Look {
  variant?: PlainButtonVariant;
  color?: PlainButtonColor;
  /** An icon before the label (decorative: the label names the button). */
  startIcon?: ReactNode;
}

export type PlainButtonProps = Look & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color"> & { ref?: Ref<HTMLButtonElement> };
export type PlainLinkButtonProps = Look & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "color" | "href"> & { href: string };

export function plainButtonClass({ variant = "text", color = "primary" }: Look, extra?: string): string {
  return [styles.button, styles[variant], styles[color], extra].filter(Boolean).join(" ");
}

function Content({ startIcon, children }: { startIcon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {startIcon ? (
        <span className={styles.startIcon} aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      {children}
    </>
  );
}

export default function PlainButton({ variant, color, startIcon, className, type = "button", children, ...rest }: PlainButtonProps) {
  return (
    <button type={type} className={plainButtonClass({ variant, color }, className)} {...rest}>
      <Content startIcon={startIcon}>{children}</Content>
    </button>
  );
}

export function PlainLinkButton({ variant, color, startIcon, className, href, children, ...rest }: PlainLinkButtonProps) {
  return (
    <Link href={href} className={plainButtonClass({ variant, color }, className)} {...rest}>
      <Content startIcon={startIcon}>{children}</Content>
    </Link>
  );
}
