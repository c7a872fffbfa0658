"use client";
// A pending creation request by its mailed token (GET /instance/confirm-instance/{token}),
// shown read-only on the confirmation page. Read once: the request does not change.
import { routes } from "@/lib/contract/routes";
import { useApiQuery } from "@/data/core/useApiQuery";
import { creationRequestInput } from "./keys";

export function useCreationRequest(token: string) {
  return useApiQuery(routes.confirmInstance, creationRequestInput(token), { revalidateIfStale: false });
}
