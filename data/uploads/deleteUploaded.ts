"use client";
// Deletes one uploaded file or plugin (DELETE /file/{id}/{name} or /plugin/{id}/{name}) from a
// place; afterwards that server's listings of the same kind are read again.
import { useCallback } from "react";
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";
import { placeLocation, type UploadPlace } from "./uploadPlace";

export function useDeleteUploaded() {
  const file = useApiMutation(routes.deleteFile, { invalidates: ({ params }) => [invalidation(routes.listFiles, { id: params.id })] });
  const plugin = useApiMutation(routes.deletePlugin, { invalidates: ({ params }) => [invalidation(routes.listPlugins, { id: params.id })] });
  const { trigger: deleteFile } = file;
  const { trigger: deletePlugin } = plugin;
  const trigger = useCallback(
    async (place: UploadPlace, name: string): Promise<void> => {
      const input = { params: { id: place.instanceId, name }, query: placeLocation(place) };
      if (place.kind === "PLUGIN") await deletePlugin(input);
      else await deleteFile(input);
    },
    [deleteFile, deletePlugin],
  );
  return { trigger, isMutating: file.isMutating || plugin.isMutating, error: file.error ?? plugin.error };
}
