"use client";
// What an approval link's deletion removes (GET /instances/delete-details?token&action&region).
// Read once: the request does not change while the page is open.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { deleteDetailsInput } from "./keys";

export function useDeleteDetails(token: string, action: string, region: Region) {
  return useApiQuery(routes.deleteDetails, deleteDetailsInput(token, action, region), { revalidateIfStale: false, revalidateOnReconnect: false });
}
