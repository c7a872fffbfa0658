// Instance state as text with a coloured dot (colour is a hint only; the word carries it).
import Box from "@mui/material/Box";

const COLOURS: Record<string, string> = {
  running: "success.main",
  stopped: "error.main",
  pending: "warning.main",
  stopping: "warning.main",
  rebooting: "warning.main",
};

export default function StateLabel({ state }: { state: string }) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: "50%", bgcolor: COLOURS[state] ?? "text.disabled" }} />
      {state}
    </Box>
  );
}
