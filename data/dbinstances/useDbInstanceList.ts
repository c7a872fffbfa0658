"use client";
// A region's database servers (GET /dbinstances?region=): the RDS list and its watch read it
// through here, sharing one key and one request in flight; each passes its own timing.
import type { SWRConfiguration } from "swr";
import { routes } from "@/lib/contract/routes";
import type { DbInstanceList } from "@/lib/contract/schemas/database";
import type { Region } from "@/lib/domain/regions";
import { useApiCache } from "@/data/core/useApiCache";
import { useApiQuery } from "@/data/core/useApiQuery";
import { dbInstanceListInput } from "./keys";

export function useDbInstanceList(region: Region, options?: SWRConfiguration<DbInstanceList, unknown>) {
  return useApiQuery(routes.listDbInstances, dbInstanceListInput(region), options);
}

/** The list as the cache holds it, never fetched from here (the row modals). */
export function useCachedDbInstanceList(region: Region): DbInstanceList | undefined {
  return useApiCache(routes.listDbInstances, dbInstanceListInput(region));
}
