"use client";
// The region's silos (GET /instances/silos): the Add Instance page's silo choice and the
// Add Shared Server page's next name both read this one cache entry.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { regionInput } from "./keys";

/** `enabled: false` asks nothing (a standalone installation needs no silo list). */
export function useSilos(region: Region, enabled = true) {
  return useApiQuery(routes.silos, enabled ? regionInput(region) : null);
}
