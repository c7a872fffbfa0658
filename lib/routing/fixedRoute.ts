// A modal route whose segments are all present: one per key, in order. Keys listed as
// `maybeEmpty` are written "-" when empty (the route must still match) and read back as "".
import type { ModalRoute } from "./modalRoute";
import { withRegion, type HrefOptions } from "./regionQuery";
import { decodeMaybeEmpty, decodeSegment, encodeMaybeEmpty, encodeSegment, joinPath, rawSegments, type RouteInput } from "./segments";

export function fixedRoute<K extends string>(
  base: string,
  keys: readonly K[],
  options: { maybeEmpty?: readonly K[]; closeTo: (params: Record<K, string>, href?: HrefOptions) => string },
): ModalRoute<Record<K, string>> {
  const maybeEmpty = new Set<K>(options.maybeEmpty ?? []);
  return {
    base,
    keys,
    build(params, href) {
      const segments = keys.map((key) => (maybeEmpty.has(key) ? encodeMaybeEmpty(params[key]) : encodeSegment(params[key])));
      return withRegion(joinPath(base, segments), href);
    },
    parse(input: RouteInput) {
      const raw = rawSegments(input, keys);
      if (raw.length !== keys.length || raw.some((segment) => segment === "")) return null;
      const params = {} as Record<K, string>;
      keys.forEach((key, i) => {
        params[key] = maybeEmpty.has(key) ? decodeMaybeEmpty(raw[i]) : decodeSegment(raw[i]);
      });
      return params;
    },
    closeTo: options.closeTo,
  };
}
