"use client";
// Sends the changed entries (POST /instances/{id}/file-access). Every folder of that instance
// already listed may hold a changed entry, so all of them are read again (and no other
// instance's, whatever its id starts with).
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useUpdateFileAccess() {
  return useApiMutation(routes.updateFileAccess, {
    invalidates: ({ params }) => [invalidation(routes.getFileAccess, { id: params.id })],
  });
}
