"use client";
// The paths a server offers for uploads (GET /app-directory/{id}): asked once per server and
// region while the modal is open (they do not change while someone uploads); no request
// without an address.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { appDirectoryInput } from "./keys";

export function useAppDirectory(instanceId: string, address: string | null, region: Region) {
  return useApiQuery(routes.appDirectory, appDirectoryInput(instanceId, address, region), { revalidateIfStale: false });
}
