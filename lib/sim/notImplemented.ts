// The contract endpoints the embedded upstream does not implement yet: each answers 501
// "Not implemented in the embedded upstream". Checked in, so the contract walk and the role
// matrix can hold the simulator to it both ways: a listed endpoint must answer 501 and an
// unlisted one must not. The list can only shrink: building an endpoint means removing its
// id here, and no implemented endpoint goes back on it.
import { endpoints } from "@/lib/contract";

/** Endpoint ids, sorted. */
export const NOT_IMPLEMENTED: readonly string[] = [];

/** How many contract endpoints the embedded upstream answers, out of all of them (the README
 * states these numbers). Ids in the list that are not in the contract do not count. */
export function implementedCount(): { implemented: number; total: number } {
  const missing = new Set(NOT_IMPLEMENTED);
  return { implemented: endpoints.filter((e) => !missing.has(e.id)).length, total: endpoints.length };
}
