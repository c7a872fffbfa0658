"use client";
// Saves the current list's address under a name (POST /api/views), then re-reads the list of
// saved views. A refusal is thrown as an ApiError (its field errors go back on the form).
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { SAVED_VIEWS_API, type SavedView } from "@/lib/domain/savedViews";
import { SAVED_VIEWS_KEY } from "./keys";
import { viewsRequest } from "./request";

export function useSaveView(): (input: { name: string; url: string }) => Promise<SavedView> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input) => {
      const { view } = await viewsRequest<{ view: SavedView }>(SAVED_VIEWS_API, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      });
      await mutate(SAVED_VIEWS_KEY);
      return view;
    },
    [mutate],
  );
}
