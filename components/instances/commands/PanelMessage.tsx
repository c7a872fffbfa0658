"use client";
// What a data panel of the commands modal shows instead of its data: the spec's loading or
// failure message, announced politely, with the server's reason under a failure when known.
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";

export interface PanelMessageProps {
  message: string;
  loading?: boolean;
  detail?: string | null;
}

export default function PanelMessage({ message, loading = false, detail = null }: PanelMessageProps) {
  return (
    <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1, minHeight: 40, color: "text.secondary" }}>
      {loading && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body2" component="span">
        {message}
      </Typography>
      {detail && (
        <Typography variant="caption" component="span" color="text.secondary">
          ({detail})
        </Typography>
      )}
    </Box>
  );
}
