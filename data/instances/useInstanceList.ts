"use client";
// A region's instance list (GET /instances?region=). The list screen and InstanceWatch both
// read it through here, so they share one key, one fetcher and one request in flight; each
// passes its own timing (the list: only when the server's first paint did not bring it; the
// watch: polling while instances settle).
import type { SWRConfiguration } from "swr";
import { routes } from "@/lib/contract/routes";
import type { InstanceList } from "@/lib/contract/schemas/instance";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { instanceListInput } from "./keys";

export function useInstanceList(region: Region, options?: SWRConfiguration<InstanceList, unknown>) {
  return useApiQuery(routes.listInstances, instanceListInput(region), options);
}
