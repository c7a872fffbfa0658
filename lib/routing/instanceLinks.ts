// The row links of the instance list to its modal routes (spec 1 §2), built by the route table.
import type { Instance } from "@/lib/contract/schemas/instance";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import { informationRoute } from "./informationRoutes";
import { actionsRoute, commandsRoute, upgradeRoute, uploadsRoute } from "./instanceModals";
import type { HrefOptions } from "./regionQuery";

export interface InstanceLinks {
  actions: string;
  commands: string;
  uploads: string;
  information: string;
  upgrade: string;
}

/** Absolute hrefs of the row's modals; the information link leaves out the version segment
 * when there is no version, and an instance without an address gets "-". */
export function instanceLinks(i: Instance, options?: HrefOptions): InstanceLinks {
  const address = instanceAddress(i);
  const version = i.version?.trim() ?? "";
  return {
    actions: actionsRoute.build({ instanceId: i.instanceId, name: i.name, deploymentType: i.deploymentType }, options),
    commands: commandsRoute.build({ instanceId: i.instanceId, address, name: i.name }, options),
    uploads: uploadsRoute.build({ instanceId: i.instanceId, address, lms: i.lms }, options),
    information: informationRoute.build(
      { instanceId: i.instanceId, address, name: i.name, deploymentType: i.deploymentType, ...(version ? { version } : {}) },
      options,
    ),
    upgrade: upgradeRoute.build({ instanceId: i.instanceId, address, name: i.name, deploymentType: i.deploymentType }, options),
  };
}
