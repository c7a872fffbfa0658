// Finds the contract entry for a method and a path below /api/v1. Static segments
// win over parameters, leftmost first, so `/instances/report` never reads as `/instances/{id}`.
import type { Endpoint, HttpMethod } from "./types";

interface Compiled {
  endpoint: Endpoint;
  segments: string[];
  /** One digit per segment, 1 for static: compared as a string, leftmost static wins. */
  score: string;
}

export interface Match {
  endpoint: Endpoint;
  params: Record<string, string>;
  /** Parameters whose percent-encoding did not decode (kept raw in `params`): the caller answers 400. */
  malformed: string[];
}

/** The decoded text, or null when its percent-escapes do not decode. */
export function safeDecode(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const PARAM = /^\{(\w+)\}$/;

export function splitPath(path: string): string[] {
  return path.split("/").filter((s) => s.length > 0);
}

export function createMatcher(endpoints: readonly Endpoint[]) {
  const byKey = new Map<string, Compiled[]>();
  for (const endpoint of endpoints) {
    const segments = splitPath(endpoint.path);
    const key = `${endpoint.method} ${segments.length}`;
    const score = segments.map((s) => (PARAM.test(s) ? "0" : "1")).join("");
    const list = byKey.get(key) ?? [];
    list.push({ endpoint, segments, score });
    list.sort((a, b) => (a.score < b.score ? 1 : a.score > b.score ? -1 : 0));
    byKey.set(key, list);
  }

  /** `rawSegments` are still percent-encoded; each is decoded once here. A segment that does
   * not decode can still fill a parameter (reported in `malformed`), so the caller can say
   * "bad address" (400) for a route that exists rather than "no such endpoint". */
  return function match(method: string, rawSegments: readonly string[]): Match | null {
    const candidates = byKey.get(`${method.toUpperCase() as HttpMethod} ${rawSegments.length}`);
    if (!candidates) return null;
    const decoded = rawSegments.map(safeDecode);
    for (const c of candidates) {
      const params: Record<string, string> = {};
      const malformed: string[] = [];
      let ok = true;
      for (let i = 0; i < c.segments.length; i++) {
        const name = PARAM.exec(c.segments[i])?.[1];
        const value = decoded[i];
        if (name) {
          if (rawSegments[i].length === 0) { ok = false; break; }
          params[name] = value ?? rawSegments[i];
          if (value === null) malformed.push(name);
        } else if (c.segments[i] !== value) {
          ok = false;
          break;
        }
      }
      if (ok) return { endpoint: c.endpoint, params, malformed };
    }
    return null;
  };
}

/** Fills a path template with parameters, each percent-encoded as one segment. */
export function buildPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
