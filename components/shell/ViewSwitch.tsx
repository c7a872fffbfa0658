"use client";
// Instance / RDS: switches between the instance list and the database instances. Plain links
// with aria-current (a toggle button's aria-pressed is not allowed on a link).
import { usePathname } from "next/navigation";
import { PlainLinkButton } from "@/components/common/plain/PlainButton";
import { VIEW_LINKS } from "./menuLink";
import styles from "./shell.module.css";

export default function ViewSwitch() {
  const pathname = usePathname();
  const current = VIEW_LINKS.find((v) => pathname.startsWith(v.href))?.href ?? VIEW_LINKS[0].href;
  return (
    <div role="group" aria-label="View" className={styles.viewSwitch}>
      {VIEW_LINKS.map((v) => (
        <PlainLinkButton key={v.href} href={v.href} variant={current === v.href ? "contained" : "text"} aria-current={current === v.href ? "page" : undefined}>
          {v.label}
        </PlainLinkButton>
      ))}
    </div>
  );
}
