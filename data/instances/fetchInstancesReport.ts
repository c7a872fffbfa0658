// The region's instances report (GET /instances/report?region=) for the CSV export: asked on
// demand each time, never cached (the file must hold the fleet as it is now).
import { callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";

export function fetchInstancesReport(region: Region) {
  return callApi(routes.instancesReport, { query: { region } });
}
