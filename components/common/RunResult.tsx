// How a process page (delete resources, upgrade, rollback) ends: one alert under the output, a
// success announced politely, a failure as an alert.
import Alert from "@mui/material/Alert";

export type RunResultValue = { severity: "success" | "error"; message: string } | null;

export default function RunResult({ result }: { result: RunResultValue }) {
  if (!result) return null;
  return (
    <Alert severity={result.severity} role={result.severity === "error" ? "alert" : "status"} sx={{ mt: 2 }}>
      {result.message}
    </Alert>
  );
}
