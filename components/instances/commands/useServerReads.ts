"use client";
// The two reads of the commands modal, started together when it opens (no waterfall): the
// server's metrics (memory now, CPU over the last hour) and its cron jobs. Each is cached by
// its URL, so reopening the modal shows the last answer while it asks again. A null address
// (an instance without one) asks nothing.
import useSWR from "swr";
import { routes } from "@/lib/contract/routes";
import { apiUrl, callApi } from "@/lib/client/api";

// Metrics and cron jobs do not change because the window regained focus; reopening asks again.
const OPTIONS = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

function input(instanceId: string, address: string) {
  return { params: { instanceId }, query: { instanceIp: address } };
}

export function useServerMetrics(instanceId: string, address: string | null) {
  const key = address ? apiUrl(routes.serverMetrics, input(instanceId, address)) : null;
  return useSWR(key, () => callApi(routes.serverMetrics, input(instanceId, address ?? "")), OPTIONS);
}

export function useCronJobs(instanceId: string, address: string | null) {
  const key = address ? apiUrl(routes.cronJobs, input(instanceId, address)) : null;
  return useSWR(key, () => callApi(routes.cronJobs, input(instanceId, address ?? "")), OPTIONS);
}
