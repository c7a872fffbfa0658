"use client";
// The server's metrics (GET /instances/{instanceId}/server-metrics): memory now, CPU over the
// last hour. A null address (an instance without one) asks nothing.
import { routes } from "@/lib/contract/routes";
import { useApiQuery } from "@/data/core/useApiQuery";
import { serverReadInput } from "./keys";
import { SERVER_READ_OPTIONS } from "./readOptions";

export function useServerMetrics(instanceId: string, address: string | null) {
  return useApiQuery(routes.serverMetrics, address ? serverReadInput(instanceId, address) : null, SERVER_READ_OPTIONS);
}
