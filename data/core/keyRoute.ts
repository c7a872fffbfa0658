// Reads an SWR key (a URL built by apiUrl: the BFF's or one of the console's own routes) back
// into the route it addresses and that
// route's path parameters, the way the BFF's matcher does: same segment count, static
// segments win over parameters (leftmost first), each segment decoded once. So invalidating
// `/instances/{id}/data` never touches `/instances/scheduled-upgrade/{batchId}`, and
// `{id: "i-1"}` never matches `i-10` (no string prefixes).
import { safeDecode, splitPath } from "@/lib/contract/match";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { routes, servedPath, type PathParamValue, type Route } from "@/lib/contract/routes";

const API_PREFIX = "/api/";
const PARAM = /^\{(\w+)\}$/;

export interface KeyRoute {
  route: Route;
  params: Record<string, string>;
}

interface Template {
  route: Route;
  /** The parameter's name, or null for a static segment. */
  segments: { text: string; param: string | null }[];
}

/** GET routes (the only ones read into the cache) by segment count of the whole served path,
 * most static first. */
const TEMPLATES = new Map<number, Template[]>();
for (const route of [...Object.values(routes), ...Object.values(consoleRoutes)] as Route[]) {
  if (route.method !== "GET") continue;
  const segments = splitPath(servedPath(route)).map((text) => ({ text, param: PARAM.exec(text)?.[1] ?? null }));
  const list = TEMPLATES.get(segments.length) ?? [];
  list.push({ route, segments });
  TEMPLATES.set(segments.length, list);
}
const score = (t: Template) => t.segments.map((s) => (s.param ? "0" : "1")).join("");
for (const list of TEMPLATES.values()) list.sort((a, b) => (score(a) < score(b) ? 1 : score(a) > score(b) ? -1 : 0));

/** The route and parameters of a key, or null when the key is not a read of the console's API. */
export function readKey(key: unknown): KeyRoute | null {
  if (typeof key !== "string" || !key.startsWith(API_PREFIX)) return null;
  const raw = splitPath(key.split(/[?#]/)[0]);
  const decoded = raw.map(safeDecode);
  for (const template of TEMPLATES.get(raw.length) ?? []) {
    const params: Record<string, string> = {};
    const fits = template.segments.every((segment, i) => {
      const value = decoded[i];
      if (value === null) return false;
      if (segment.param === null) return segment.text === value;
      params[segment.param] = value;
      return true;
    });
    if (fits) return { route: template.route, params };
  }
  return null;
}

/** A test for SWR keys: the key reads `route`, and, when given, with exactly these parameter values. */
export function keyMatches(route: Route, params: Record<string, PathParamValue> = {}): (key: unknown) => boolean {
  return (key) => {
    const read = readKey(key);
    if (!read || read.route.id !== route.id) return false;
    return Object.entries(params).every(([name, value]) => read.params[name] === String(value));
  };
}
