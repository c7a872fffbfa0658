"use client";
// What the RDS row modals show: a server's snapshots and the databases it holds. Each modal
// asks once when it opens (and again when reopened); the screen sorts and words the answer.
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";
import { dbInstanceInput } from "./keys";

export function useDbSnapshots(dbInstanceId: string, region: Region) {
  return useApiQuery(routes.dbSnapshots, dbInstanceInput(dbInstanceId, region), { revalidateOnFocus: false });
}

export function useDbDatabases(dbInstanceId: string, region: Region) {
  return useApiQuery(routes.dbDatabases, dbInstanceInput(dbInstanceId, region), { revalidateOnFocus: false });
}
