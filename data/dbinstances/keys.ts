// The RDS area's request inputs and cache keys. The region's list key is shared by the server
// layout (which seeds the cache under it), the list, its watch and the row modals that read
// their server from the list. No React here, so the server layout can import it.
import { apiUrl } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";

export function dbInstanceListInput(region: Region) {
  return { query: { region } };
}

export function dbInstanceListKey(region: Region): string {
  return apiUrl(routes.listDbInstances, dbInstanceListInput(region));
}

/** GET /dbinstances/{id}/data, /databases and /dbSnapshots/{id} all take the id and the region. */
export function dbInstanceInput(dbInstanceId: string, region: Region) {
  return { params: { id: dbInstanceId }, query: { region } };
}
