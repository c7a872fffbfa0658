"use client";
// The region's installation packages (GET /instances/installers) for the Add Instance form.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { regionInput } from "./keys";

export function useInstallers(region: Region) {
  return useApiQuery(routes.installers, regionInput(region));
}
