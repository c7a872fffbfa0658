// Database servers (spec 2 §2.10, §7): the region's RDS list with each server's state as of
// now (free storage is looked up apart, by /data), start/stop/reboot with a recorded motive,
// the databases a server holds and its snapshots. Ids are per region: another region's id is 404.
import { json } from "../reply";
import { fullName } from "../state/types";
import type { Region, SimDbServer } from "../fleet/types";
import { beginDbAction, dbActionRefusal, dbStateAt } from "../machine/dbServerPower";
import { freeStorageAt } from "../machine/dbStorage";
import { snapshotsAt } from "../machine/dbSnapshots";
import type { SimWorld } from "../world";
import { signedInUser, type HandlerMap } from "./types";

export const DB_NOT_FOUND = "DB instance not found";

function findDb(world: SimWorld, region: Region, id: string): SimDbServer | Response {
  return world.state.fleet[region].dbServers.find((d) => d.dbInstanceId === id) ?? json({ message: DB_NOT_FOUND }, 404);
}

export const dbServerHandlers: HandlerMap = {
  listDbInstances(ctx) {
    const now = ctx.world.now();
    const dbinstances = ctx.world.state.fleet[ctx.query.region].dbServers.map((d) => ({
      dbInstanceId: d.dbInstanceId,
      dbInstanceClass: d.dbInstanceClass,
      engine: d.engine,
      engineVersion: d.engineVersion,
      storageGiB: d.storageGiB,
      freeStorage: null,
      state: dbStateAt(d, now),
      deployment: d.deployment,
    }));
    return { body: { dbinstances } };
  },

  dbInstanceData(ctx) {
    const server = findDb(ctx.world, ctx.query.region, ctx.params.id);
    if (server instanceof Response) return server;
    return { body: { freeStorage: freeStorageAt(server, ctx.world.now()) } };
  },

  dbInstanceAction(ctx) {
    const { world } = ctx;
    const server = findDb(world, ctx.body.region, ctx.params.id);
    if (server instanceof Response) return server;
    const now = world.now();
    const { action, reason } = ctx.body;
    const refusal = dbActionRefusal(server, action, now);
    if (refusal) return json({ message: refusal }, 409);
    const user = signedInUser(ctx);
    const shown = beginDbAction(server, action, now, world.options.transitionMs, reason, `${fullName(user)} <${user.username}>`);
    world.changed();
    return { body: { success: true, message: `${server.dbInstanceId} is ${shown}.` } };
  },

  dbDatabases(ctx) {
    const server = findDb(ctx.world, ctx.query.region, ctx.params.id);
    if (server instanceof Response) return server;
    return { body: { databases: [...server.databases].sort() } };
  },

  dbSnapshots(ctx) {
    const server = findDb(ctx.world, ctx.query.region, ctx.params.id);
    if (server instanceof Response) return server;
    return { body: { dbSnapshots: snapshotsAt(server, ctx.world.now()) } };
  },
};
