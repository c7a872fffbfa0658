// What the server knows about an LMS (GET /lms-info/{instanceId}), asked on demand right
// before a backup, which must carry it; never cached.
import { callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";

export function fetchLmsInfo(instanceId: string, region: Region, domain: string) {
  return callApi(routes.lmsInfo, { params: { instanceId }, query: { region, volumeDomain: domain } });
}
