// The address of an instance (spec 1 §2): where its commands, uploads and row links point.
import type { Instance } from "@/lib/contract/schemas/instance";

/** The load-balancer DNS name when there is a load balancer and a DNS name, otherwise the public IP. */
export function instanceAddress(i: Pick<Instance, "hasLoadBalancer" | "dns" | "publicIpAddress">): string {
  const dns = i.dns?.trim() ?? "";
  if (i.hasLoadBalancer && dns !== "") return dns;
  return i.publicIpAddress ?? "";
}
