"use client";
// Starts or stops one LMS on a server (POST /instances/{instanceId}/volumes/{volumeId}/action).
// What its volume row shows of it (the volume's data: storage, version, certificate, state) is
// read again; the volume list itself does not change.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useLmsAction() {
  return useApiMutation(routes.volumeAction, {
    invalidates: ({ params }) => [
      invalidation(routes.volumeData, { id: params.instanceId, volumeId: params.volumeId }),
      invalidation(routes.volumeDataDedicated, { id: params.instanceId, volumeId: params.volumeId }),
    ],
  });
}
