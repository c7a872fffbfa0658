// The instance-data request of a row: /data for dedicated, /shared-server-data for shared,
// and its URL, which is also the SWR key that caches the answer for the session.
import { routes } from "@/lib/contract/routes";
import type { Instance } from "@/lib/contract/schemas/instance";
import { apiUrl } from "@/lib/client/api";
import type { Region } from "@/lib/domain/regions";
import { instanceAddress } from "@/lib/domain/instanceAddress";

export function instanceDataRequest(instance: Instance, region: Region) {
  const endpoint = instance.deploymentType === "shared" ? routes.sharedServerData : routes.instanceData;
  const ip = instance.publicIpAddress || instanceAddress(instance);
  const input = {
    params: { id: instance.instanceId },
    query: { region, ip, lms: instance.lms, domain: instance.domain || undefined, deployment: instance.deploymentType },
  };
  return { endpoint, input, url: ip ? apiUrl(endpoint, input) : null };
}
