// The endpoint table: every upstream call of the three spec documents, once.
import * as session from "./endpoints/session";
import * as instances from "./endpoints/instances";
import * as provisioning from "./endpoints/provisioning";
import * as databases from "./endpoints/databases";
import * as reports from "./endpoints/reports";
import * as scheduling from "./endpoints/scheduling";
import * as admin from "./endpoints/admin";
import { createMatcher } from "./match";
import type { Endpoint } from "./types";

export const api = { ...session, ...instances, ...provisioning, ...databases, ...reports, ...scheduling, ...admin };
export type EndpointId = keyof typeof api;

export const endpoints: readonly Endpoint[] = Object.values(api) as Endpoint[];

export const matchEndpoint = createMatcher(endpoints);

export * from "./types";
export { buildPath, splitPath } from "./match";
