// The instance list and its CSV report (spec 1 §2 "Instance list", §7). Both report the
// state as of now: a server stopped a moment ago reads `stopping` until its stop completes.
import type { SimInstance } from "../fleet/types";
import { currentState } from "../machine/power";
import type { HandlerMap } from "./types";

/** The list entity of spec 1 §3, and nothing the simulator keeps for itself. */
export function instanceView(i: SimInstance, now: number) {
  return {
    instanceId: i.instanceId,
    name: i.name,
    state: currentState(i, now),
    instaceType: i.instaceType,
    publicIpAddress: i.publicIpAddress,
    hasLoadBalancer: i.hasLoadBalancer,
    dns: i.dns,
    lms: i.lms,
    domain: i.domain,
    deploymentType: i.deploymentType,
    version: i.version,
    cdnEnabled: i.cdnEnabled,
  };
}

/** One flat row per server; the console turns these into InstancesReport.csv. */
function reportRow(i: SimInstance, now: number) {
  return {
    Name: i.name,
    InstanceId: i.instanceId,
    State: currentState(i, now),
    Type: i.instaceType,
    IP: i.publicIpAddress,
    LMS: i.lms,
    Version: i.version ?? "",
    Domain: i.domain ?? "",
    Client: i.client,
    Deployment: i.deploymentType,
    Description: i.description,
  };
}

export const instanceHandlers: HandlerMap = {
  listInstances(ctx) {
    const now = ctx.world.now();
    return { body: { instances: ctx.world.state.fleet[ctx.query.region].instances.map((i) => instanceView(i, now)) } };
  },

  instancesReport(ctx) {
    const now = ctx.world.now();
    return { body: { success: true, data: ctx.world.state.fleet[ctx.query.region].instances.map((i) => reportRow(i, now)) } };
  },
};
