// The row modals of the RDS list (spec 2 §2.10): actions, snapshots and, for shared servers,
// the databases it holds. Each is one id segment under /home/dbinstances; closing returns to
// the list, which shows the shell's region (a link's ?region= has already switched to it).
import type { DbInstance } from "@/lib/contract/schemas/database";
import { fixedRoute } from "./fixedRoute";
import type { HrefOptions } from "./regionQuery";

export const DBINSTANCES_BASE = "/home/dbinstances";

const toList = () => DBINSTANCES_BASE;

export const dbActionsRoute = fixedRoute(`${DBINSTANCES_BASE}/actions`, ["dbInstanceId"], { closeTo: toList });
export const dbSnapshotsRoute = fixedRoute(`${DBINSTANCES_BASE}/dbsnapshots`, ["dbInstanceId"], { closeTo: toList });
export const dbDatabasesRoute = fixedRoute(`${DBINSTANCES_BASE}/information`, ["dbInstanceId"], { closeTo: toList });

export type DbModalParams = NonNullable<ReturnType<typeof dbActionsRoute.parse>>;

export interface DbInstanceLinks {
  actions: string;
  snapshots: string;
  /** Shared deployments only. */
  databases: string | null;
}

export function dbInstanceLinks(server: Pick<DbInstance, "dbInstanceId" | "deployment">, options?: HrefOptions): DbInstanceLinks {
  const params = { dbInstanceId: server.dbInstanceId };
  return {
    actions: dbActionsRoute.build(params, options),
    snapshots: dbSnapshotsRoute.build(params, options),
    databases: server.deployment === "shared" ? dbDatabasesRoute.build(params, options) : null,
  };
}
