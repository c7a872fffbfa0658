"use client";
// Instance / RDS: switches between the instance list and the database instances. Plain links
// with aria-current (a toggle button's aria-pressed is not allowed on a link); a view whose page
// is not built yet is shown as coming soon.
import Link from "next/link";
import { usePathname } from "next/navigation";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ComingSoonButton from "./ComingSoonButton";
import { VIEW_LINKS } from "./menuLink";

export default function ViewSwitch() {
  const pathname = usePathname();
  const current = VIEW_LINKS.find((v) => pathname.startsWith(v.href))?.href ?? VIEW_LINKS[0].href;
  return (
    <Box role="group" aria-label="View" sx={{ display: "inline-flex", gap: 0.25, p: 0.25, bgcolor: "background.paper", borderRadius: 1 }}>
      {VIEW_LINKS.map((v) =>
        v.comingSoon ? (
          <ComingSoonButton key={v.href} link={v} color="primary" />
        ) : (
          <Button key={v.href} component={Link} href={v.href} variant={current === v.href ? "contained" : "text"} aria-current={current === v.href ? "page" : undefined}>
            {v.label}
          </Button>
        ),
      )}
    </Box>
  );
}
