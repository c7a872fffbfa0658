"use client";
// The paths a server offers for uploads (GET /app-directory/{id}, spec 1 §7): asked once per
// server and region while the modal is open; no request without an address to send.
import useSWR from "swr";
import { apiUrl, callApi } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";

export interface AppDirectories {
  paths: string[] | undefined;
  error: unknown;
  isLoading: boolean;
}

export function useAppDirectories(instanceId: string, address: string | null, region: Region): AppDirectories {
  const input = { params: { id: instanceId }, query: { ip: address ?? "", region } };
  const key = address ? apiUrl(routes.appDirectory, input) : null;
  const { data, error, isLoading } = useSWR(key, () => callApi(routes.appDirectory, input), {
    // The directories of a server do not change while someone uploads to it.
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { paths: data?.paths, error, isLoading };
}
