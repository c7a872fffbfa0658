"use client";
// What the cache holds for a call, without ever asking the BFF: for a screen that shows what
// another one loaded (a row modal reads its instance from the list beneath it).
import useSWR from "swr";
import type { UrlInput } from "@/lib/client/api";
import type { Route } from "@/lib/contract/routes";
import type { CallShape, ResponseOf } from "@/lib/contract/types";
import { apiKey } from "./apiKey";

export function useApiCache<E extends CallShape, P extends string>(route: Route<E, P>, input: UrlInput<E, P> | null): ResponseOf<E> | undefined {
  return useSWR<ResponseOf<E>>(apiKey(route, input), null).data;
}
