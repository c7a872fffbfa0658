"use client";
// Instance / RDS: switches between the instance list and the database instances.
import Link from "next/link";
import { usePathname } from "next/navigation";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";

const VIEWS = [
  { href: "/home/instances", label: "Instance" },
  { href: "/home/dbinstances", label: "RDS" },
] as const;

export default function ViewSwitch() {
  const pathname = usePathname();
  const current = VIEWS.find((v) => pathname.startsWith(v.href))?.href ?? VIEWS[0].href;
  return (
    <ToggleButtonGroup size="small" value={current} exclusive aria-label="View" sx={{ bgcolor: "background.paper" }}>
      {VIEWS.map((v) => (
        <ToggleButton key={v.href} value={v.href} component={Link} href={v.href} aria-current={current === v.href ? "page" : undefined}>
          {v.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
