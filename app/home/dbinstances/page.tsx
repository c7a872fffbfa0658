// Database instances (spec 2 §2.10): reached from the shell's Instance / RDS selector.
import Alert from "@mui/material/Alert";

export default function DbInstancesPage() {
  return <Alert severity="info">The database instance list is not built yet.</Alert>;
}
