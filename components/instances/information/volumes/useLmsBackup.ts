"use client";
// Backs up one LMS from its volume row (spec 1 §2, spec 2 §7): asks first, then reads the
// site's information (GET /lms-info with its domain) and starts the backup with it; says the
// spec's success sentence, or the failure (the server's message, or 'An error has occurred.
// Failed to load servers information.' when the information could not be read).
import { useCallback, useRef, useState } from "react";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { BACKUP_MESSAGES, lmsBackupConfirmation } from "@/lib/domain/backup";
import { siteHost } from "@/lib/domain/lmsOperations";
import type { Region } from "@/lib/domain/regions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useStartBackup } from "@/data/backups/startBackup";

export function useLmsBackup(instance: Instance, volume: Volume, region: Region) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { start } = useStartBackup();
  const [busy, setBusy] = useState(false);
  // A second click before React re-renders must not ask twice.
  const running = useRef(false);

  const backUp = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      if (!(await confirm(lmsBackupConfirmation(volume.client, siteHost(volume.domain), instance.name)))) return;
      setBusy(true);
      await start({ instanceId: instance.instanceId, instanceName: instance.name, region, source: { kind: "lms", domain: volume.domain } });
      notify(BACKUP_MESSAGES.started, "success");
    } catch (err) {
      notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [confirm, instance.instanceId, instance.name, notify, region, start, volume.client, volume.domain]);

  return { backUp, busy };
}
