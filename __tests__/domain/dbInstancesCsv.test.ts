// The RDS view's CSV: the rows shown, in the view's columns, usage only where an available
// server's free storage is known, UTF-8 with a byte-order mark, formula-looking text neutralised.
import type { DbInstance } from "@/lib/contract/schemas/database";
import { DB_INSTANCES_CSV_FILENAME, dbInstancesCsv } from "@/lib/domain/dbInstancesCsv";

const row = (over: Partial<DbInstance>): DbInstance => ({
  dbInstanceId: "mdl-shared-rds-01", dbInstanceClass: "db.r5.xlarge", engine: "mysql", engineVersion: "8.0.39",
  storageGiB: 500, freeStorage: null, state: "available", deployment: "shared", ...over,
});

it("writes one record per row shown, usage as storage minus free for available servers", () => {
  const csv = dbInstancesCsv(
    [row({}), row({ dbInstanceId: "mdl-unicampus", state: "stopped", deployment: "dedicated", storageGiB: 100, engine: "postgres", engineVersion: "16.4" }), row({ dbInstanceId: "=cmd", storageGiB: 50 })],
    new Map([["mdl-shared-rds-01", 123.25], ["mdl-unicampus", 40]]),
  );
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.slice(1).split("\r\n")).toEqual([
    '"State","Name","Type","Engine","Deployment","Storage (GiB)","Usage Storage (GiB)"',
    '"available","mdl-shared-rds-01","db.r5.xlarge","MySQL 8.0.39","shared","500","376.75"',
    // Stopped: no usage, even if a figure is known from before.
    '"stopped","mdl-unicampus","db.r5.xlarge","PostgreSQL 16.4","dedicated","100",""',
    // Available but not looked up: empty; a name that looks like a formula is neutralised.
    `"available","'=cmd","db.r5.xlarge","MySQL 8.0.39","shared","50",""`,
  ]);
  expect(DB_INSTANCES_CSV_FILENAME).toBe("DbInstancesReport.csv");
});

it("with no rows is the header alone", () => {
  expect(dbInstancesCsv([], new Map()).slice(1)).toBe('"State","Name","Type","Engine","Deployment","Storage (GiB)","Usage Storage (GiB)"');
});
