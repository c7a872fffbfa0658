// Shared stand-ins for the instance-list component tests: one Instance as GET /instances
// answers it, with whatever a test needs changed.
import type { Instance } from "@/lib/contract/schemas/instance";

/** A running, dedicated Moodle 4.3.3 instance without load balancer or CDN. */
export function makeInstance(overrides: Partial<Instance> = {}): Instance {
  return {
    instanceId: "i-0abc123def4567890",
    name: "acme-lms",
    state: "running",
    instaceType: "t3.medium",
    publicIpAddress: "54.12.34.56",
    hasLoadBalancer: false,
    dns: null,
    lms: "moodle",
    domain: "lms.acme.example.com",
    deploymentType: "dedicated",
    version: "4.3.3",
    cdnEnabled: false,
    ...overrides,
  };
}
