"use client";
// A row's PHP version for the PHP column: what GET /server-info/{id} says, asked
// only for rendered rows once their frame is painted and the browser is idle, and once per
// session (server facts do not change while a list is open). Null while unknown or when the
// server does not say.
import { afterPaintWhenIdle } from "@/lib/client/afterPaint";
import { routes } from "@/lib/contract/routes";
import type { ServerInfo } from "@/lib/contract/schemas/instance";
import type { Region } from "@/lib/domain/regions";
import { useApiQuery } from "@/data/core/useApiQuery";

/** The version the server data names, when it names one as text. */
export function phpOf(info: ServerInfo | undefined): string | null {
  const value = info?.instanceData.phpVersion;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function serverInfoInput(instanceId: string, region: Region) {
  return { params: { id: instanceId }, query: { region } };
}

export function useServerPhp(instanceId: string, region: Region) {
  const { data, error, isLoading } = useApiQuery(routes.serverInfo, serverInfoInput(instanceId, region), {
    load: (call) => afterPaintWhenIdle().then(call),
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { php: phpOf(data), failed: Boolean(error), isLoading };
}
