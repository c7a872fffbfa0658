"use client";
// Deletes one of the user's saved views (DELETE /api/views/{id}), then re-reads the list.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { savedViewApiPath } from "@/lib/domain/savedViews";
import { SAVED_VIEWS_KEY } from "./keys";
import { viewsRequest } from "./request";

export function useDeleteSavedView(): (id: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      try {
        await viewsRequest<{ id: string }>(savedViewApiPath(id), { method: "DELETE" });
      } finally {
        // Also after a refusal: a view deleted elsewhere leaves the list.
        await mutate(SAVED_VIEWS_KEY);
      }
    },
    [mutate],
  );
}
