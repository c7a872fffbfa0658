// The instance list and its CSV report (spec 1 §2 "Instance list", §7).
import type { SimInstance } from "../fleet/types";
import type { HandlerMap } from "./types";

/** The list entity of spec 1 §3, and nothing the simulator keeps for itself. */
export function instanceView(i: SimInstance) {
  return {
    instanceId: i.instanceId,
    name: i.name,
    state: i.state,
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
function reportRow(i: SimInstance) {
  return {
    Name: i.name,
    InstanceId: i.instanceId,
    State: i.state,
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
    return { body: { instances: ctx.world.state.fleet[ctx.query.region].instances.map(instanceView) } };
  },

  instancesReport(ctx) {
    return { body: { success: true, data: ctx.world.state.fleet[ctx.query.region].instances.map(reportRow) } };
  },
};
