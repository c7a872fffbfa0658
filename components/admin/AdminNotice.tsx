// A whole-page message of the admin area: not authorized, or a type it does not know.
import Alert from "@mui/material/Alert";

export default function AdminNotice({ message }: { message: string }) {
  return (
    <Alert severity="warning" role="alert" sx={{ maxWidth: 640 }}>
      {message}
    </Alert>
  );
}
