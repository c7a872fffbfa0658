"use client";
// The signed-in user's saved views (GET /api/views), read when the Saved views menu first opens
// (`active`), not with the list page: most visits never open it.
import useSWR from "swr";
import type { SavedView } from "@/lib/domain/savedViews";
import { SAVED_VIEWS_KEY } from "./keys";
import { viewsRequest } from "./request";

async function load(url: string): Promise<SavedView[]> {
  return (await viewsRequest<{ views: SavedView[] }>(url)).views;
}

export function useSavedViews(active: boolean) {
  return useSWR(active ? SAVED_VIEWS_KEY : null, load, { shouldRetryOnError: false });
}
