// The activity CSV's columns: one line per audit row, as the page shows it, written by
// the console's CSV writer (formula-looking text neutralised, byte-order mark for spreadsheets).
import { toCsv, withBom } from "./csv";

/** A row as the page and the CSV show it (lib/audit/activity builds them from the store's). */
export interface ActivityRow {
  id: string;
  at: string;
  requestId: string;
  username: string | null;
  role: string | null;
  action: string;
  label: string;
  targetKind: string | null;
  targetId: string | null;
  targetName: string | null;
  region: string | null;
  motive: string | null;
  /** The pre-flight facts the confirmation showed before a disruptive action. */
  preflight: string | null;
  status: number;
  outcome: "ok" | "refused" | "failed";
  message: string | null;
  durationMs: number;
}

const COLUMNS = ["Time (UTC)", "User", "Role", "Action", "Action id", "Target kind", "Target id", "Target name", "Region", "Motive", "Pre-flight facts", "Status", "Outcome", "Message", "Duration (ms)", "Request id"];

export function activityCsv(rows: readonly Omit<ActivityRow, "id">[]): string {
  return withBom(
    toCsv(
      rows.map((r) => ({
        "Time (UTC)": r.at,
        User: r.username,
        Role: r.role,
        Action: r.label,
        "Action id": r.action,
        "Target kind": r.targetKind,
        "Target id": r.targetId,
        "Target name": r.targetName,
        Region: r.region,
        Motive: r.motive,
        "Pre-flight facts": r.preflight,
        Status: r.status,
        Outcome: r.outcome,
        Message: r.message,
        "Duration (ms)": r.durationMs,
        "Request id": r.requestId,
      })),
      { columns: COLUMNS },
    ),
  );
}
