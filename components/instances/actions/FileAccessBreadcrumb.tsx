"use client";
// Where the file explorer is, from the site root; each step above is a button back to it.
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { breadcrumb } from "@/lib/domain/fileAccess";

export default function FileAccessBreadcrumb({ path, onOpen }: { path: string; onOpen(path: string): void }) {
  const crumbs = breadcrumb(path);
  return (
    <Breadcrumbs aria-label="Folder" sx={{ fontFamily: "ui-monospace, monospace", fontSize: 14 }}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography key={crumb.path} aria-current="location" sx={{ fontFamily: "inherit", fontSize: "inherit", fontWeight: 700 }}>
            {crumb.label}
          </Typography>
        ) : (
          <Link key={crumb.path} component="button" type="button" underline="hover" onClick={() => onOpen(crumb.path)} sx={{ fontFamily: "inherit", fontSize: "inherit" }}>
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
