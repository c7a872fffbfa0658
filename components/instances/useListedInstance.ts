"use client";
// The instance a row modal is about, as the list beneath it holds it (no request of its
// own: the list is already loaded, and refreshing the list refreshes the modal too).
import useSWR from "swr";
import type { Instance, InstanceList } from "@/lib/contract/schemas/instance";
import { useRegion } from "@/components/shell/RegionContext";
import { instanceListKey } from "./instanceListKey";

export function useListedInstance(instanceId: string): { instance: Instance | undefined; listKey: string } {
  const { region } = useRegion();
  const listKey = instanceListKey(region);
  const { data } = useSWR<InstanceList>(listKey, null);
  return { instance: data?.instances.find((i) => i.instanceId === instanceId), listKey };
}
