"use client";
// A read of one BFF route through SWR, key and fetcher made from one input: the key is the
// call's URL (apiUrl), the same string the server seeds its fallback data under, and the
// fetcher calls that URL. A null input asks nothing (a screen that lacks an address yet).
import { useMemo } from "react";
import useSWR, { type SWRConfiguration, type SWRResponse } from "swr";
import { callApi, type UrlInput } from "@/lib/client/api";
import type { Route } from "@/lib/contract/routes";
import type { CallShape, ResponseOf } from "@/lib/contract/types";
import { apiKey } from "./apiKey";

export interface ApiQueryOptions<R, T> extends SWRConfiguration<T, unknown> {
  /** Wraps the call, for a read that waits before asking (after paint) or reacts to a failure
   * or reshapes the answer. Without it the answer is cached as the BFF gave it. */
  load?(call: () => Promise<R>): Promise<T>;
}

export function useApiQuery<E extends CallShape, P extends string, T = ResponseOf<E>>(
  route: Route<E, P>,
  input: UrlInput<E, P> | null,
  options: ApiQueryOptions<ResponseOf<E>, T> = {},
): SWRResponse<T, unknown> {
  const { load, ...config } = options;
  // The same input object (a row's, kept per instance) gives its key without building it again.
  const key = useMemo(() => apiKey(route, input), [route, input]);
  const call = () => (callApi as (r: Route<E, P>, i: UrlInput<E, P> | null) => Promise<ResponseOf<E>>)(route, input);
  return useSWR<T, unknown>(key, () => (load ? load(call) : (call() as Promise<unknown> as Promise<T>)), config);
}
