"use client";
// An available server's free storage (GET /dbinstances/{id}/data, spec 2 §4), asked only for
// rows on screen and only once the frame that shows them is painted and the browser is idle;
// kept for the session (not asked again when scrolled back to). Other states ask nothing.
import { afterPaintWhenIdle } from "@/lib/client/afterPaint";
import { routes } from "@/lib/contract/routes";
import type { DbInstance } from "@/lib/contract/schemas/database";
import { needsUsageLookup } from "@/lib/domain/dbInstances";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { dbInstanceInput } from "./keys";

export function useDbStorage(server: DbInstance, region: Region) {
  const input = needsUsageLookup(server) ? dbInstanceInput(server.dbInstanceId, region) : null;
  return useApiQuery(routes.dbInstanceData, input, {
    load: (call) => afterPaintWhenIdle().then(call),
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
