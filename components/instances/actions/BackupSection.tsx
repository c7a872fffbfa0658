"use client";
// Backup (dedicated, admin and superadmin; spec 1 §2, §7, §8): Confirm reads what the server
// knows of the whole server (GET /server-info) and hands it to the backup call; Cancel leaves.
// The section's Confirm is the confirmation. A failed read says 'An error has occurred. Failed
// to load servers information.' (or the server's message); a failed backup, the server's message.
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { BACKUP_MESSAGES } from "@/lib/domain/backup";
import { useNotice } from "@/components/common/NoticeProvider";
import { useRegion } from "@/components/shell/RegionContext";
import { useStartBackup } from "@/data/backups/startBackup";
import BusyButton from "@/components/common/BusyButton";
import ModalSection from "@/components/common/ModalSection";

export interface BackupSectionProps {
  instanceId: string;
  name: string;
  /** No longer read: a server's backup is described by its server information, not by a site's domain. */
  domain?: string | null;
  onCancel(): void;
}

export default function BackupSection({ instanceId, name, onCancel }: BackupSectionProps) {
  const { notify } = useNotice();
  const { region } = useRegion();
  // Busy through both calls: the server information, then the backup.
  const [busy, setBusy] = useState(false);
  const { start } = useStartBackup();

  async function backUp() {
    setBusy(true);
    try {
      await start({ instanceId, instanceName: name, region, source: { kind: "server" } });
      notify(BACKUP_MESSAGES.started, "success");
    } catch (err) {
      notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalSection title="Backup">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {BACKUP_MESSAGES.explain(name)}
      </Typography>
      <Box sx={{ display: "flex", gap: 1 }}>
        <BusyButton variant="contained" busy={busy} onClick={() => void backUp()}>
          Confirm
        </BusyButton>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </ModalSection>
  );
}
