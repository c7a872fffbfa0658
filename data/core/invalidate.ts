"use client";
// Marks reads stale after a change, by route and optionally path parameters (keyRoute reads
// each cached key back into its route): the mounted ones are fetched again. Bound to the
// nearest SWR cache, so it is a hook's function, not a global one.
import { useCallback } from "react";
import { useSWRConfig, type ScopedMutator } from "swr";
import type { PathParamNames, PathParamValue, Route } from "@/lib/contract/routes";
import type { CallShape } from "@/lib/contract/types";
import { keyMatches } from "./keyRoute";

/** One thing a change makes stale: every cached read of `route`, or those with these parameters. */
export interface Invalidation {
  route: Route;
  params?: Record<string, PathParamValue>;
}

/** An Invalidation, its parameters typed from the route's path. */
export function invalidation<E extends CallShape, P extends string>(route: Route<E, P>, params?: Partial<Record<PathParamNames<P>, PathParamValue>>): Invalidation {
  return { route, params: params as Record<string, PathParamValue> | undefined };
}

/** Revalidates every key of the cache that one of the targets names. Never rejects (SWR keeps a
 * failed revalidation as that read's error). */
export async function invalidateIn(mutate: ScopedMutator, targets: readonly Invalidation[]): Promise<void> {
  if (targets.length === 0) return;
  const tests = targets.map((t) => keyMatches(t.route, t.params));
  await mutate((key) => tests.some((test) => test(key)));
}

export type Invalidate = <E extends CallShape, P extends string>(route: Route<E, P>, params?: Partial<Record<PathParamNames<P>, PathParamValue>>) => Promise<void>;

/** `invalidate(route, params?)` for the nearest SWR cache. */
export function useInvalidate(): Invalidate {
  const { mutate } = useSWRConfig();
  return useCallback<Invalidate>((route, params) => invalidateIn(mutate, [invalidation(route, params)]), [mutate]);
}
