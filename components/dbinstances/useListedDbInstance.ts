"use client";
// The database server a row modal is about, as the list beneath it holds it (no request of
// its own; the list's refreshes reach the modal too).
import type { DbInstance } from "@/lib/contract/schemas/database";
import { useRegion } from "@/components/shell/RegionContext";
import { useCachedDbInstanceList } from "@/data/dbinstances/useDbInstanceList";

export function useListedDbInstance(dbInstanceId: string): { server: DbInstance | undefined; listed: boolean } {
  const { region } = useRegion();
  const list = useCachedDbInstanceList(region);
  return { server: list?.dbinstances.find((d) => d.dbInstanceId === dbInstanceId), listed: list !== undefined };
}
