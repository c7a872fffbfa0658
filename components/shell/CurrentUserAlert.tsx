"use client";
// What the shell shows while the current user cannot be loaded and the session still stands
// (a 5xx, a timeout, a dropped connection): the reason and a Retry button. Before any user is
// known it also says it is loading.
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useCurrentUserLoad } from "./CurrentUserLoad";

export const CURRENT_USER_MESSAGES = {
  title: "Your user details could not be loaded",
  kept: "You are still signed in. Try again in a moment.",
  loading: "Loading your user details...",
} as const;

export default function CurrentUserAlert() {
  const { user, error, loading, retry } = useCurrentUserLoad();
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 2, flex: "0 0 auto" }}
        action={
          <Button color="inherit" size="small" onClick={retry} disabled={loading} aria-busy={loading}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{CURRENT_USER_MESSAGES.title}</AlertTitle>
        {error} {CURRENT_USER_MESSAGES.kept}
      </Alert>
    );
  }
  if (!user) {
    return (
      <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{CURRENT_USER_MESSAGES.loading}</Typography>
      </Box>
    );
  }
  return null;
}
