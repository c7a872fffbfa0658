// Shown for any address the console does not know, including mistyped deep links.
import type { Metadata } from "next";
import Link from "next/link";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

export const metadata: Metadata = { title: "Page not found · LMS Operations Console" };

export default function NotFound() {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Paper sx={{ p: 3, maxWidth: 480 }}>
        <Typography component="h1" variant="h5" gutterBottom>
          Page not found
        </Typography>
        <Typography variant="body1" gutterBottom>
          This address does not match any page of the console. If you followed a link from an email or a
          bookmark, it may be out of date.
        </Typography>
        <Typography variant="body1">
          <Link href="/home">Go to the console home</Link>
        </Typography>
      </Paper>
    </Box>
  );
}
