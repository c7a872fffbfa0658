"use client";
// The paths a server offers for uploads, as the path select shows them (the read itself is
// data/uploads/useAppDirectory: once per server and region, none without an address).
import type { Region } from "@/lib/domain/regions";
import { useAppDirectory } from "@/data/uploads/useAppDirectory";

export interface AppDirectories {
  paths: string[] | undefined;
  error: unknown;
  isLoading: boolean;
}

export function useAppDirectories(instanceId: string, address: string | null, region: Region): AppDirectories {
  const { data, error, isLoading } = useAppDirectory(instanceId, address, region);
  return { paths: data?.paths, error, isLoading };
}
