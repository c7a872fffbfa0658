// The instance area's request inputs and cache keys. The region's list key is shared by the
// server layout (which seeds the cache under it), the list, InstanceWatch and the row modals
// that read their instance from the list. No React here, so the server layout can import it.
import { apiUrl } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Instance } from "@/lib/contract/schemas/instance";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import type { Region } from "@/lib/domain/regions";

export function instanceListInput(region: Region) {
  return { query: { region } };
}

/** The SWR key of a region's instance list. */
export function instanceListKey(region: Region): string {
  return apiUrl(routes.listInstances, instanceListInput(region));
}

/** The instance-data read of a row: /data for dedicated, /shared-server-data for shared (both
 * the same input); null when the row has no address to ask about. Kept per instance object and
 * region: a search or a scroll shows rows of the same list again and again, and building the
 * address each time was a tenth of a row's render at 20,000 instances. */
export function instanceDataRequest(instance: Instance, region: Region) {
  const kept = requests.get(instance);
  if (kept?.region === region) return kept.request;
  const request = buildInstanceDataRequest(instance, region);
  requests.set(instance, { region, request });
  return request;
}

type InstanceDataRequest = ReturnType<typeof buildInstanceDataRequest>;
const requests = new WeakMap<Instance, { region: Region; request: InstanceDataRequest }>();

function buildInstanceDataRequest(instance: Instance, region: Region) {
  const route = instance.deploymentType === "shared" ? routes.sharedServerData : routes.instanceData;
  const ip = instance.publicIpAddress || instanceAddress(instance);
  if (!ip) return null;
  const input = {
    params: { id: instance.instanceId },
    query: { region, ip, lms: instance.lms, domain: instance.domain || undefined, deployment: instance.deploymentType },
  };
  return { route, input, key: apiUrl(route, input) };
}
