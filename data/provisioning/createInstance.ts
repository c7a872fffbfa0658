"use client";
// POST /instance (multipart). The new instance appears in the list only once its creation
// process has finished, so nothing is read again here: the page refreshes the list then.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useCreateInstance() {
  return useApiMutation(routes.createInstance, { invalidates: () => [] });
}
