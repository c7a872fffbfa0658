"use client";
// The signed-in user's saved views (GET /api/views), read when the Saved views menu first opens
// (`active`), not with the list page: most visits never open it.
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { useApiQuery } from "@/data/core/useApiQuery";

const EVERY_VIEW = {};

export function useSavedViews(active: boolean) {
  return useApiQuery(consoleRoutes.listViews, active ? EVERY_VIEW : null, { load: async (call) => (await call()).views, shouldRetryOnError: false });
}
