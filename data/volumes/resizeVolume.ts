"use client";
// Grows a volume (PUT /instances/{id}/volumes/{volumeId}, the new total size), then reads the
// instance's volume list and that volume's data again so the new size shows.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useResizeVolume() {
  return useApiMutation(routes.resizeVolume, {
    invalidates: ({ params }) => [
      invalidation(routes.listVolumes, { id: params.id }),
      invalidation(routes.volumeData, { id: params.id, volumeId: params.volumeId }),
      invalidation(routes.volumeDataDedicated, { id: params.id, volumeId: params.volumeId }),
    ],
  });
}
