"use client";
// Free storage of every available server among `servers`, for the CSV export: what the cache
// already holds (rows that were on screen), and the rest asked for at most four at a time
// (a fleet of 1,000 servers is not 850 requests at once), each answer kept in the cache so
// the table shows it too. A lookup that fails leaves that server out.
import type { Cache, ScopedMutator } from "swr";
import { apiUrl, callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { DbInstance, DbInstanceData } from "@/lib/contract/schemas/database";
import { needsUsageLookup } from "@/lib/domain/dbInstances";
import type { Region } from "@/lib/domain/regions";
import { dbInstanceInput } from "./keys";

const CONCURRENCY = 4;

export async function collectFreeStorage(servers: readonly DbInstance[], region: Region, cache: Cache, mutate: ScopedMutator): Promise<Map<string, number>> {
  const free = new Map<string, number>();
  const missing: DbInstance[] = [];
  for (const server of servers) {
    if (!needsUsageLookup(server)) continue;
    const held = cache.get(apiUrl(routes.dbInstanceData, dbInstanceInput(server.dbInstanceId, region)))?.data as DbInstanceData | undefined;
    if (held) free.set(server.dbInstanceId, held.freeStorage);
    else missing.push(server);
  }
  let next = 0;
  async function worker() {
    while (next < missing.length) {
      const server = missing[next++];
      const input = dbInstanceInput(server.dbInstanceId, region);
      try {
        const data = await callApi(routes.dbInstanceData, input);
        free.set(server.dbInstanceId, data.freeStorage);
        void mutate(apiUrl(routes.dbInstanceData, input), data, { revalidate: false });
      } catch {
        // Left empty in the file, as the table leaves a failed lookup.
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, missing.length) }, worker));
  return free;
}
