// What a manager sees at /home/outbox: the outbox holds deletion approvals and backup links,
// so it is for admins and superadmins only; nothing of it is read.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export const OUTBOX_NOT_AUTHORIZED = "You are not authorized to view the development outbox. It is available to admins and superadmins.";

export default function OutboxNotAuthorized() {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      <Typography component="h1" variant="h6">
        Development outbox
      </Typography>
      <Alert severity="warning">{OUTBOX_NOT_AUTHORIZED}</Alert>
    </Box>
  );
}
