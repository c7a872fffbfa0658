"use client";
// A report page's heading row (spec 3 §2.2–§2.4): a back button to /home whose title names where
// it goes ("Instances"), and the page's one level-one heading.
import type { ReactNode } from "react";
import Link from "next/link";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";

export default function ReportHeader({ title, backTitle = "Instances", children }: { title: string; backTitle?: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2, flexWrap: "wrap" }}>
      <Button component={Link} href="/home" variant="outlined" size="small" title={backTitle} aria-label={`Back to ${backTitle}`}>
        ← {backTitle}
      </Button>
      <Typography component="h1" variant="h6">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
