// The instance list's search box (spec 1 §2, §9): case-insensitive substring match on name, IP, state,
// type and instance ID, debounced by 350 ms. Haystacks are built once per list, so typing stays cheap.
import type { Instance } from "@/lib/contract/schemas/instance";

export const SEARCH_DEBOUNCE_MS = 350;

export type SearchableInstance = Pick<Instance, "name" | "publicIpAddress" | "state" | "instaceType" | "instanceId">;

/** Joins the fields of a haystack; never part of a field, so a query cannot match across two fields. */
const SEPARATOR = "\u0000";

function haystack(i: SearchableInstance): string {
  return [i.name, i.publicIpAddress ?? "", i.state, i.instaceType, i.instanceId].join(SEPARATOR).toLowerCase();
}

/** A filter over `instances`. A blank query returns `instances` itself (same reference);
 * otherwise the query is trimmed and matched case-insensitively, keeping the list's order. */
export function createInstanceFilter<T extends SearchableInstance>(instances: readonly T[]): (query: string) => T[] {
  const haystacks = instances.map(haystack);
  return (query: string) => {
    const needle = query.trim().toLowerCase();
    // Same reference on purpose (callers may compare it); the caller's array is never mutated here.
    if (needle === "") return instances as T[];
    if (needle.includes(SEPARATOR)) return [];
    const found: T[] = [];
    for (let k = 0; k < haystacks.length; k++) {
      if (haystacks[k].includes(needle)) found.push(instances[k]);
    }
    return found;
  };
}
