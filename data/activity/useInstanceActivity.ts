"use client";
// The information modal's Activity tab reads the console's own trail (not the upstream): GET
// /api/activity/instance/{id}, read when the tab opens and again on focus.
import { useMemo } from "react";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { useApiQuery } from "@/data/core/useApiQuery";

export function useInstanceActivity(instanceId: string, open: boolean) {
  const input = useMemo(() => (open ? { params: { instanceId } } : null), [instanceId, open]);
  return useApiQuery(consoleRoutes.instanceActivity, input, { load: async (call) => (await call()).rows, revalidateOnFocus: true, shouldRetryOnError: false });
}
