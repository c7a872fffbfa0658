"use client";
// Saves the contract form: a dedicated server's tags (POST /instances/{id}/tags, 201) or a shared
// server's volume tags (POST …/volumes/{volumeId}/tags). Each re-reads the tags it replaced.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useSaveInstanceTags() {
  return useApiMutation(routes.saveInstanceTags, {
    invalidates: ({ params }) => [invalidation(routes.getInstanceTags, { id: params.id })],
  });
}

export function useSaveVolumeTags() {
  return useApiMutation(routes.saveVolumeTags, {
    invalidates: ({ params }) => [invalidation(routes.getVolumeTags, { id: params.id, volumeId: params.volumeId })],
  });
}
