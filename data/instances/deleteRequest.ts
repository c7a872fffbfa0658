"use client";
// A deletion request (POST /instances/delete-request). Nothing changes until an approver
// follows the e-mailed link, so nothing is read again.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useDeleteRequest() {
  return useApiMutation(routes.deleteRequest, { invalidates: () => [] });
}
