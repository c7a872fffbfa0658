// What the server knows about a whole server (GET /server-info/{id}), asked on demand right
// before a dedicated server's backup, which must carry it; never cached.
import { callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";

export function fetchServerInfo(instanceId: string, region: Region) {
  return callApi(routes.serverInfo, { params: { id: instanceId }, query: { region } });
}
