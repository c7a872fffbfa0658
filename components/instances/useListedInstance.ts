"use client";
// The instance a row modal is about, as the list beneath it holds it (no request of its
// own: the list is already loaded, and refreshing the list refreshes the modal too).
import type { Instance } from "@/lib/contract/schemas/instance";
import { useRegion } from "@/components/shell/RegionContext";
import { instanceListKey } from "@/data/instances/keys";
import { useCachedInstanceList } from "@/data/instances/useCachedInstanceList";

export function useListedInstance(instanceId: string): { instance: Instance | undefined; listKey: string } {
  const { region } = useRegion();
  const list = useCachedInstanceList(region);
  return { instance: list?.instances.find((i) => i.instanceId === instanceId), listKey: instanceListKey(region) };
}
