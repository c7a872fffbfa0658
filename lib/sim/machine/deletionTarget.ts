// What a deletion request stands for now (spec 2 §3 "Delete details"): the server, the site and
// database it removes, whether the domain goes, and what must be removed by hand. Computed from
// the fleet each time, so the details page, the process and its output agree.
import type { DeleteResources } from "@/lib/contract/schemas/lifecycle";
import type { SimInstance, SimVolume } from "../fleet/types";
import type { SimDeletionRequest, SimState } from "../state/types";
import { findSite, sitesOf } from "./sites";

export interface DeletionTarget {
  instance: SimInstance;
  /** The LMS volume of a shared server's site; null when the whole server goes. */
  volume: SimVolume | null;
  resources: DeleteResources;
}

/** Null when the server, or the volume the request names, is gone. */
export function deletionTarget(state: SimState, request: SimDeletionRequest): DeletionTarget | null {
  const instance = state.fleet[request.region].instances.find((i) => i.instanceId === request.instanceId);
  if (!instance) return null;
  const volume = request.volumeId ? (instance.volumes.find((v) => v.volumeId === request.volumeId) ?? null) : null;
  if (request.volumeId && !volume) return null;
  const site = volume?.domain ? findSite(instance, volume.domain) : volume ? null : (sitesOf(instance)[0] ?? null);
  const dbServer = instance.dbInstanceId ? state.fleet[request.region].dbServers.find((d) => d.dbInstanceId === instance.dbInstanceId) : undefined;
  // Only a dedicated server's own RDS goes with it; a shared RDS only loses the site's database.
  const ownRds = dbServer ? dbServer.deployment === "dedicated" : !(instance.dbInstanceId ?? "").includes("shared");
  return {
    instance,
    volume,
    resources: {
      instanceId: instance.instanceId,
      instanceName: instance.name,
      domain: request.deleteDomain ? (site?.domain ?? instance.domain) : null,
      instanceIp: instance.publicIpAddress,
      deleteRDS: request.deleteLMS && !volume && instance.deploymentType === "dedicated" && instance.dbInstanceId !== null && ownRds,
      // A load balancer, or a site on a network share, is removed by hand after the process.
      deleteManual: volume ? volume.kind === "nfs4" : instance.hasLoadBalancer,
      dbInstanceIdentifier: instance.dbInstanceId,
      dbName: site?.dbName ?? instance.dbName,
    },
  };
}
