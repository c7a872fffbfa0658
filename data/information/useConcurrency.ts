"use client";
// Active users and concurrency of one site (GET /instances/{id}/{domain}/concurrency): read-only
// fields of the contract form, asked once the site's domain is known (as a host: it is a path segment).
import { routes } from "@/lib/contract/routes";
import { siteHost } from "@/lib/domain/lmsOperations";
import { useApiQuery } from "@/data/core/useApiQuery";
import { concurrencyInput } from "./keys";

export function useConcurrency(instanceId: string, domain: string | null) {
  return useApiQuery(routes.concurrency, domain ? concurrencyInput(instanceId, siteHost(domain)) : null);
}
