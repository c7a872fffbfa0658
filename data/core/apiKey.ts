// The cache key of a call: its BFF URL (apiUrl), which is also what the server seeds its
// fallback data under. No React here, so server layouts build the same keys.
import { apiUrl, type UrlInput } from "@/lib/client/api";
import type { Route } from "@/lib/contract/routes";
import type { CallShape } from "@/lib/contract/types";

/** The URL of a call, or null for no call (SWR's "do not fetch"). */
export function apiKey<E extends CallShape, P extends string>(route: Route<E, P>, input: UrlInput<E, P> | null): string | null {
  // The input's type already holds exactly the path's parameters; apiUrl's optional-input
  // form cannot see that through the generic P.
  return input ? (apiUrl as (r: Route<E, P>, i: UrlInput<E, P>) => string)(route, input) : null;
}
