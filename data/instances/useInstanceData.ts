"use client";
// A row's instance data (certificate days, version…): /data or /shared-server-data by its
// deployment, cached per request address for the session (not asked again when stale or on
// reconnect). A row without an address asks nothing.
import { afterPaintWhenIdle } from "@/lib/client/afterPaint";
import { routes } from "@/lib/contract/routes";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { instanceDataRequest } from "./keys";

export interface InstanceDataOptions {
  /** Ask only once the browser painted the frame that shows the caller and is idle (a screenful
   * of rows paints first, then asks for their data). */
  afterPaint?: boolean;
}

export function useInstanceData(instance: Instance, region: Region, options: InstanceDataOptions = {}) {
  const request = instanceDataRequest(instance, region);
  const { data, error, isLoading } = useApiQuery(request?.route ?? routes.instanceData, request?.input ?? null, {
    load: options.afterPaint ? (call) => afterPaintWhenIdle().then(call) : undefined,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { data, error, isLoading, key: request?.key ?? null };
}
