// The route label of a request: a template from a fixed set, never the raw address (which holds
// instance ids, user names and mailed-link tokens). BFF calls are labelled by the pipeline with
// their contract path (`/api/v1/instances/{instanceId}/reboot`); pages and the console's own
// routes by the Next.js route the build's routes manifest says serves them (`/backups/[uniqueId]`);
// Next.js's assets by their folder; anything else is "other".
import { z } from "zod";

export const OTHER_ROUTE = "other";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The method label: a standard method, or "other" (a client may send any token as a method). */
export function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : OTHER_ROUTE;
}

const routeEntry = z.object({ page: z.string(), regex: z.string() });
/** The part of Next.js's routes manifest read here (a build's `routes-manifest.json`). */
const manifestSchema = z.object({
  staticRoutes: z.array(routeEntry).default([]),
  dynamicRoutes: z.array(routeEntry).default([]),
});

export interface PageRoutes {
  /** Static routes by their path. */
  readonly exact: ReadonlyMap<string, string>;
  /** Dynamic routes in the manifest's order (most specific first), each with its pattern. */
  readonly dynamic: readonly { page: string; pattern: RegExp }[];
}

export const NO_PAGE_ROUTES: PageRoutes = { exact: new Map(), dynamic: [] };

/** The routes a build's routes manifest lists; none when it is absent or not of the known shape. */
export function pageRoutesOf(manifest: unknown): PageRoutes {
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) return NO_PAGE_ROUTES;
  const dynamic: { page: string; pattern: RegExp }[] = [];
  for (const { page, regex } of parsed.data.dynamicRoutes) {
    try {
      dynamic.push({ page, pattern: new RegExp(regex) });
    } catch {
      // A pattern this Node.js cannot compile labels nothing.
    }
  }
  return { exact: new Map(parsed.data.staticRoutes.map(({ page }) => [page, page])), dynamic };
}

/** The path of an address as the router sees it: no query, no trailing slash, no `.rsc` suffix. */
function pathOf(url: string): string {
  const query = url.indexOf("?");
  let path = query === -1 ? url : url.slice(0, query);
  if (path.endsWith(".rsc")) path = path.slice(0, -4);
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/** The route template that serves `url`, from the build's routes; "other" when none does. */
export function routeLabel(url: string, routes: PageRoutes): string {
  const path = pathOf(url);
  if (path.startsWith("/_next/")) return path.startsWith("/_next/static/") ? "/_next/static" : path.startsWith("/_next/image") ? "/_next/image" : "/_next";
  const exact = routes.exact.get(path === "" ? "/" : path);
  if (exact !== undefined) return exact;
  for (const { page, pattern } of routes.dynamic) if (pattern.test(path)) return page;
  return OTHER_ROUTE;
}
