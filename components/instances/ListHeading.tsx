// The list page's one level-one heading, with the row count beside it: screen-reader users
// jump to it, and it stays in place while the list loads, fails or is filtered.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export default function ListHeading({ title = "Instances", children }: { title?: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: "flex", alignItems: "baseline", gap: 1.5, mb: children ? 0 : 1, position: "relative" }}>
      <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
