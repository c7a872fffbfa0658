// The RDS view's CSV export: the rows the view shows (after the search), in its columns, plus
// the deployment and engine version a spreadsheet sorts by. Usage is storage minus free for
// available servers, empty otherwise (the view shows "—" there). UTF-8 with a byte-order mark.
import type { DbInstance } from "@/lib/contract/schemas/database";
import { toCsv, withBom } from "./csv";
import { engineLabel, needsUsageLookup, usedStorageGiB } from "./dbInstances";

export const DB_INSTANCES_CSV_FILENAME = "DbInstancesReport.csv";

export const DB_CSV_COLUMNS = ["State", "Name", "Type", "Engine", "Deployment", "Storage (GiB)", "Usage Storage (GiB)"];

/** `free` holds the free storage (GiB) of the available servers whose lookup answered. */
export function dbInstancesCsv(rows: readonly DbInstance[], free: ReadonlyMap<string, number>): string {
  const records = rows.map((d) => {
    const freeGiB = needsUsageLookup(d) ? free.get(d.dbInstanceId) : undefined;
    return {
      State: d.state,
      Name: d.dbInstanceId,
      Type: d.dbInstanceClass,
      Engine: engineLabel(d.engine, d.engineVersion),
      Deployment: d.deployment,
      "Storage (GiB)": d.storageGiB,
      "Usage Storage (GiB)": freeGiB === undefined ? null : usedStorageGiB(d.storageGiB, freeGiB),
    };
  });
  return withBom(toCsv(records, { columns: DB_CSV_COLUMNS }));
}
