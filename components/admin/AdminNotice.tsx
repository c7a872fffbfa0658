// A whole-page message of the admin area (not authorized, or a type it does not know), under
// the page's one heading.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export default function AdminNotice({ message }: { message: string }) {
  return (
    <Box>
      <Typography component="h1" variant="h6" sx={{ mb: 2 }}>
        Administration
      </Typography>
      <Alert severity="warning" role="alert" sx={{ maxWidth: 640 }}>
        {message}
      </Alert>
    </Box>
  );
}
