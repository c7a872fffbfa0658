"use client";
// SSL renewal (POST /instances/renew-ssl/{id}): afterwards the instance's data is read again,
// dedicated or shared, for the certificate it shows.
import { routes } from "@/lib/contract/routes";
import { invalidation } from "@/data/core/invalidate";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useRenewSsl() {
  return useApiMutation(routes.renewSsl, {
    invalidates: ({ params }) => [invalidation(routes.instanceData, { id: params.id }), invalidation(routes.sharedServerData, { id: params.id })],
  });
}
