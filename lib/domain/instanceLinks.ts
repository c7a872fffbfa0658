// The address of an instance and the row links of the instance list to its modal routes (spec 1 §2).
import type { Instance } from "@/lib/contract/schemas/instance";

export const INSTANCES_BASE = "/home/instances";

/** Stands in for an empty address (a stopped instance without IP) so the route still matches. */
export const EMPTY_SEGMENT = "-";

/** The load-balancer DNS name when there is a load balancer and a DNS name, otherwise the public IP. */
export function instanceAddress(i: Pick<Instance, "hasLoadBalancer" | "dns" | "publicIpAddress">): string {
  const dns = i.dns?.trim() ?? "";
  if (i.hasLoadBalancer && dns !== "") return dns;
  return i.publicIpAddress ?? "";
}

export interface InstanceLinks {
  actions: string;
  commands: string;
  uploads: string;
  information: string;
  upgrade: string;
}

function href(...segments: string[]): string {
  return [INSTANCES_BASE, ...segments.map((s) => encodeURIComponent(s))].join("/");
}

/** Absolute hrefs of the row's modals; every segment is URI-encoded. `updloads` is the spec's spelling;
 * the information link leaves out the version segment when there is no version. */
export function instanceLinks(i: Instance): InstanceLinks {
  const address = instanceAddress(i) || EMPTY_SEGMENT;
  const version = i.version?.trim() ?? "";
  return {
    actions: href("actions", i.instanceId, i.name, i.deploymentType),
    commands: href("commands", i.instanceId, address, i.name),
    uploads: href("updloads", i.instanceId, address, i.lms),
    information: version
      ? href("information", i.instanceId, address, i.name, i.deploymentType, version)
      : href("information", i.instanceId, address, i.name, i.deploymentType),
    upgrade: href("upgrade", i.instanceId, address, i.name, i.deploymentType),
  };
}
