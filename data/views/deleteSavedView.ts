"use client";
// Deletes one of the user's saved views (DELETE /api/views/{id}), then re-reads the list.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { callApi } from "@/lib/client/api";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { SAVED_VIEWS_KEY } from "./keys";

export function useDeleteSavedView(): (id: string) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id) => {
      try {
        await callApi(consoleRoutes.deleteView, { params: { id } });
      } finally {
        // Also after a refusal: a view deleted elsewhere leaves the list.
        await mutate(SAVED_VIEWS_KEY);
      }
    },
    [mutate],
  );
}
