"use client";
// A backup (POST /backup/{instanceId}): gathers the LMS info first and hands it to the
// backup call. The finished backup arrives by e-mail; nothing on screen is read again.
import { useCallback } from "react";
import { routes } from "@/lib/contract/routes";
import type { Region } from "@/lib/domain/regions";
import { useApiMutation } from "@/data/core/useApiMutation";
import { fetchLmsInfo } from "./fetchLmsInfo";

export interface BackupTarget {
  instanceId: string;
  name: string;
  domain: string;
  region: Region;
}

export function useStartBackup() {
  const { trigger, isMutating, error } = useApiMutation(routes.backup, { invalidates: () => [] });
  const start = useCallback(
    async ({ instanceId, name, domain, region }: BackupTarget) => {
      const info = await fetchLmsInfo(instanceId, region, domain);
      return trigger({ params: { instanceId }, body: { region, instanceName: name, instanceData: info.instanceData } });
    },
    [trigger],
  );
  return { start, isMutating, error };
}
