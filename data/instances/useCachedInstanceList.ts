"use client";
// The region's instance list as the cache already holds it, never fetched from here: a row
// modal reads its instance from the list beneath it, so refreshing the list refreshes the modal.
import { routes } from "@/lib/contract/routes";
import type { InstanceList } from "@/lib/contract/schemas/instance";
import type { Region } from "@/lib/domain/regions";
import { useApiCache } from "@/data/core/useApiCache";
import { instanceListInput } from "./keys";

export function useCachedInstanceList(region: Region): InstanceList | undefined {
  return useApiCache(routes.listInstances, instanceListInput(region));
}
