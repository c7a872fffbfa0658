"use client";
// Validates a batch's domains (POST /instances/validate-domains; admin): a POST that reads, so a
// mutation the approval page triggers once the batch is loaded. Nothing cached changes.
import { routes } from "@/lib/contract/routes";
import { useApiMutation } from "@/data/core/useApiMutation";

export function useValidateBatchDomains() {
  return useApiMutation(routes.validateDomains);
}
