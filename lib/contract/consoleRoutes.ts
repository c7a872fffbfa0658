// The browser's view of the console's own API (console.ts): id, method and whole path only, so
// client bundles carry no zod. The types come from the table through a type-only import, and a
// unit test keeps these entries equal to the table's. Called through lib/client/api like the
// BFF's routes: the paths are whole, so `base` is empty.
import type { consoleApi } from "./console";
import type { Route } from "./routes";
import type { HttpMethod } from "./types";

type ConsoleApi = typeof consoleApi;

function route<Id extends keyof ConsoleApi, P extends string>(id: Id, method: HttpMethod, path: P): Route<ConsoleApi[Id], P> {
  return { id, method, path, base: "" };
}

export const consoleRoutes = {
  listViews: route("listViews", "GET", "/api/views"),
  saveView: route("saveView", "POST", "/api/views"),
  deleteView: route("deleteView", "DELETE", "/api/views/{id}"),
  preflight: route("preflight", "GET", "/api/preflight/{instanceId}"),
  instanceActivity: route("instanceActivity", "GET", "/api/activity/instance/{instanceId}"),
  activityExport: route("activityExport", "GET", "/api/activity/export"),
  stepUp: route("stepUp", "POST", "/api/step-up"),
  bulkPower: route("bulkPower", "POST", "/api/bulk/power"),
  live: route("live", "GET", "/api/live"),
} as const satisfies { readonly [K in keyof ConsoleApi]: Route<ConsoleApi[K]> };
