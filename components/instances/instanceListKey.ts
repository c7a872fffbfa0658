// The SWR key of a region's instance list: the list, the row modals that read an instance
// from it, and the screens that refresh it after a change all use this one address.
import { routes } from "@/lib/contract/routes";
import { apiUrl } from "@/lib/client/api";
import type { Region } from "@/lib/domain/regions";

export function instanceListKey(region: Region): string {
  return apiUrl(routes.listInstances, { query: { region } });
}
