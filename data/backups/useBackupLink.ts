"use client";
// The download link of a finished backup (GET /backup?fileUniqueId&region). Not read again on
// focus: the link is signed and short-lived, and a second read would only make a new one.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";

export function useBackupLink(fileUniqueId: string, region: Region) {
  return useApiQuery(routes.backupLink, { query: { fileUniqueId, region } }, { revalidateIfStale: false, revalidateOnReconnect: false });
}
