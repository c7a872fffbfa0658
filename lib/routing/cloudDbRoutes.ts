// The cloud-database report (spec 3 §2.1, §2.4): /reports/dymano-instances (the spec's spelling)
// and its domains modal information/{id}/{name}, which closes to the report.
import { fixedRoute } from "./fixedRoute";

export const CLOUD_DB_BASE = "/reports/dymano-instances";

export const domainsRoute = fixedRoute(`${CLOUD_DB_BASE}/information`, ["id", "name"], { closeTo: () => CLOUD_DB_BASE });
