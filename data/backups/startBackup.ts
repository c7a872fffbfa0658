"use client";
// A backup (POST /backup/{instanceId}): first reads what the server knows of what is backed
// up — the whole server (GET /server-info) from the actions modal, one LMS (GET /lms-info with
// its domain) from a volume row — and hands that `instanceData` to the backup call. A failed
// read is an ApiError saying so (the server's message, else the spec's 'Failed to load servers
// information.', also when the answer says `success: false`); a failed backup is the backup
// call's own ApiError. The finished backup arrives by e-mail; nothing on screen is read again.
import { useCallback } from "react";
import { ApiError } from "@/lib/client/ApiError";
import { routes } from "@/lib/contract/routes";
import { backupInfoFailure, type BackupSource } from "@/lib/domain/backup";
import type { Region } from "@/lib/domain/regions";
import { useApiMutation } from "@/data/core/useApiMutation";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { fetchLmsInfo } from "./fetchLmsInfo";
import { fetchServerInfo } from "./fetchServerInfo";

export interface BackupTarget {
  instanceId: string;
  /** The listed instance's name, sent as the backup's instanceName. */
  instanceName: string;
  region: Region;
  source: BackupSource;
}

async function readInstanceData({ instanceId, region, source }: BackupTarget) {
  let info;
  try {
    info = source.kind === "server" ? await fetchServerInfo(instanceId, region) : await fetchLmsInfo(instanceId, region, source.domain);
  } catch (err) {
    throw new ApiError(err instanceof ApiError ? err.status : 0, backupInfoFailure(serverMessageOf(err)));
  }
  // An answer that says it failed has nothing to back up from either.
  if (!info.success) throw new ApiError(200, backupInfoFailure(null));
  return info.instanceData;
}

export function useStartBackup() {
  const { trigger, isMutating, error } = useApiMutation(routes.backup, { invalidates: () => [] });
  const start = useCallback(
    async (target: BackupTarget) => {
      const instanceData = await readInstanceData(target);
      return trigger({ params: { instanceId: target.instanceId }, body: { region: target.region, instanceName: target.instanceName, instanceData } });
    },
    [trigger],
  );
  return { start, isMutating, error };
}
