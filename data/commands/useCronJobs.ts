"use client";
// The server's cron jobs (GET /instances/{instanceId}/cron-jobs). A null address asks nothing.
import { routes } from "@/lib/contract/routes";
import { useApiQuery } from "@/data/core/useApiQuery";
import { serverReadInput } from "./keys";
import { SERVER_READ_OPTIONS } from "./readOptions";

export function useCronJobs(instanceId: string, address: string | null) {
  return useApiQuery(routes.cronJobs, address ? serverReadInput(instanceId, address) : null, SERVER_READ_OPTIONS);
}
