// A top-bar entry whose page is not built yet: it looks like its neighbours but says "soon",
// announces itself as unavailable (aria-disabled, still focusable so the reason can be read),
// and goes nowhere.
import { useId } from "react";
import PlainButton, { type PlainButtonColor } from "@/components/common/plain/PlainButton";
import { COMING_SOON, type MenuLink } from "./menuLink";
import styles from "./shell.module.css";

export default function ComingSoonButton({ link, color = "inherit" }: { link: MenuLink; color?: PlainButtonColor }) {
  const id = useId();
  return (
    <>
      <PlainButton color={color} aria-disabled="true" aria-describedby={id} title={`${COMING_SOON}: this page is not built yet`} className={styles.comingSoon}>
        {link.label}
        <span aria-hidden="true" className={styles.soon}>
          soon
        </span>
      </PlainButton>
      <span id={id} className={styles.visuallyHidden}>
        {COMING_SOON}: this page is not built yet
      </span>
    </>
  );
}
