// The instances report for a view of the list: the report's rows for the instances
// the view shows, in the view's order, with the fleet columns the view added that the report
// lacks (SSL days left, CDN, PHP; LMS and deployment are report columns already), and the
// certificate status when the view filters by it (the rows were chosen by it). A value the
// console has not read is left blank, never guessed.
import type { FactsOf, FleetColumnId } from "./listView";

type ReportRow = Record<string, unknown>;

/** The report's own columns for what a fleet column shows, when it has one. */
const IN_REPORT: Partial<Record<FleetColumnId, string>> = { lms: "LMS", deployment: "Deployment" };
const ADDED: Partial<Record<FleetColumnId, string>> = { ssl: "SSL days left", cdn: "CDN", php: "PHP" };
/** The column of the certificate status, added when the view filters by it. */
export const CERTIFICATE_COLUMN = "Certificate";

export interface ViewRowFacts {
  instanceId: string;
  lms: string;
  deploymentType: string;
  cdnEnabled: boolean | null;
}

export function viewReportRows(report: readonly ReportRow[], shown: readonly ViewRowFacts[], columns: readonly FleetColumnId[], facts: FactsOf, options: { certificate?: boolean } = {}): ReportRow[] {
  const byId = new Map(report.map((row) => [String(row.InstanceId ?? row.instanceId ?? ""), row]));
  const rows: ReportRow[] = [];
  for (const instance of shown) {
    const base = byId.get(instance.instanceId);
    // An instance the report does not name (created a moment ago) is left out rather than half-written.
    if (!base) continue;
    const row: ReportRow = { ...base };
    for (const column of columns) {
      if (IN_REPORT[column] && IN_REPORT[column] in row) continue;
      const name = ADDED[column] ?? IN_REPORT[column];
      if (!name) continue;
      const known = facts(instance.instanceId);
      if (column === "ssl") row[name] = known?.sslDays ?? "";
      else if (column === "php") row[name] = known?.php ?? "";
      else if (column === "cdn") row[name] = instance.cdnEnabled === null ? "" : instance.cdnEnabled ? "on" : "off";
      else row[name] = column === "lms" ? instance.lms : instance.deploymentType;
    }
    if (options.certificate && !(CERTIFICATE_COLUMN in row)) row[CERTIFICATE_COLUMN] = facts(instance.instanceId)?.certificate ?? "";
    rows.push(row);
  }
  return rows;
}
