"use client";
// The usage report's INSTANCE choices (GET /instances/data?region=), sorted by name; the
// server's first paint seeds the cache under the same key.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { reportInstancesInput } from "./keys";

export function useReportInstances(region: Region) {
  return useApiQuery(routes.instancesData, reportInstancesInput(region), { revalidateIfStale: false });
}
