// The CSV of a view: the report's rows for the instances shown, in the view's order,
// with the fleet columns the report lacks, and blanks where the console has not read a value.
import { viewReportRows } from "@/lib/domain/listViewCsv";
import type { FactsOf } from "@/lib/domain/listView";

const report = [
  { Name: "MDL_A", InstanceId: "i-a", LMS: "Moodle", Deployment: "dedicated", Description: "first" },
  { Name: "MDL_B", InstanceId: "i-b", LMS: "Moodle", Deployment: "shared", Description: "second" },
  { Name: "TOT_C", InstanceId: "i-c", LMS: "Totara", Deployment: "dedicated", Description: "third" },
];
const shown = [
  { instanceId: "i-c", lms: "Totara", deploymentType: "dedicated", cdnEnabled: true },
  { instanceId: "i-a", lms: "Moodle", deploymentType: "dedicated", cdnEnabled: null },
  { instanceId: "i-new", lms: "Moodle", deploymentType: "dedicated", cdnEnabled: false },
];
const facts: FactsOf = (id) => (id === "i-c" ? { sslDays: 42, php: "8.2" } : undefined);

describe("viewReportRows", () => {
  it("keeps the rows shown, in their order, and leaves out one the report does not name", () => {
    expect(viewReportRows(report, shown, [], facts).map((r) => r.Name)).toEqual(["TOT_C", "MDL_A"]);
  });

  it("adds SSL days left, CDN and PHP, blank where not known; LMS and deployment stay the report's own", () => {
    const rows = viewReportRows(report, shown, ["lms", "ssl", "cdn", "php", "deployment"], facts);
    expect(rows[0]).toEqual({ ...report[2], "SSL days left": 42, CDN: "on", PHP: "8.2" });
    expect(rows[1]).toEqual({ ...report[0], "SSL days left": "", CDN: "", PHP: "" });
  });
});

describe("viewReportRows of a view filtered by certificate status", () => {
  it("adds the Certificate column the rows were chosen by, blank where not known", () => {
    const known: FactsOf = (id) => (id === "i-c" ? { certificate: "EXPIRED", sslDays: 120 } : undefined);
    const rows = viewReportRows(report, shown, [], known, { certificate: true });
    expect(rows.map((r) => r.Certificate)).toEqual(["EXPIRED", ""]);
    // Without the filter the report stays as it is.
    expect(viewReportRows(report, shown, [], known).map((r) => "Certificate" in r)).toEqual([false, false]);
  });
});
