"use client";
// Saves the current list's address under a name (POST /api/views), the user's own or shared
// with the team, then re-reads the list of saved views. A refusal is thrown as an ApiError (its field errors go back on the form).
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { callApi } from "@/lib/client/api";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import type { SavedView } from "@/lib/domain/savedViews";
import { SAVED_VIEWS_KEY } from "./keys";

export function useSaveView(): (input: { name: string; url: string; shared?: boolean }) => Promise<SavedView> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input) => {
      const { view } = await callApi(consoleRoutes.saveView, { body: input });
      await mutate(SAVED_VIEWS_KEY);
      return view;
    },
    [mutate],
  );
}
