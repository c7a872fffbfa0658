// The row modals of the instance list (spec 1 §2, spec 3 §2.1), one entry each: the URL it
// builds, how it reads its params back and where closing goes. The information modal and
// its nested modals are in informationRoutes.ts.
import { fixedRoute } from "./fixedRoute";
import { INSTANCES_BASE } from "./modalRoute";

// The list shows the shell's region, which a link's ?region= has already switched to (LinkRegion),
// so closing to it carries no region: the list's URL stays the one Back and the tests know.
const toList = () => INSTANCES_BASE;

export const actionsRoute = fixedRoute(`${INSTANCES_BASE}/actions`, ["instanceId", "name", "deploymentType"], { closeTo: toList });

export const commandsRoute = fixedRoute(`${INSTANCES_BASE}/commands`, ["instanceId", "address", "name"], { maybeEmpty: ["address"], closeTo: toList });

/** "updloads" is the spec's spelling of the route. */
export const uploadsRoute = fixedRoute(`${INSTANCES_BASE}/updloads`, ["instanceId", "address", "lms"], { maybeEmpty: ["address"], closeTo: toList });

/** The full update modal of a row (spec 2 §2.9); the volume's own is under information. */
export const upgradeRoute = fixedRoute(`${INSTANCES_BASE}/upgrade`, ["instanceId", "address", "name", "deploymentType"], {
  maybeEmpty: ["address"],
  closeTo: toList,
});

export type ActionsParams = NonNullable<ReturnType<typeof actionsRoute.parse>>;
export type CommandsParams = NonNullable<ReturnType<typeof commandsRoute.parse>>;
export type UploadsParams = NonNullable<ReturnType<typeof uploadsRoute.parse>>;
export type UpgradeParams = NonNullable<ReturnType<typeof upgradeRoute.parse>>;
