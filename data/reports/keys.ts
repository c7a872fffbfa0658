// The reports area's request inputs and cache keys; no React here, so server pages import it.
import { apiUrl } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";

export function reportInstancesInput(region: Region) {
  return { query: { region } };
}

export function reportInstancesKey(region: Region): string {
  return apiUrl(routes.instancesData, reportInstancesInput(region));
}
