"use client";
// Backup (dedicated, admin and superadmin; spec 1 §2, §7, §8): Confirm gathers what the server
// knows about the LMS (GET /lms-info) and hands it to the backup call; Cancel leaves.
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
  domain: string | null | undefined;
  onCancel(): void;
}

export default function BackupSection({ instanceId, name, domain, onCancel }: BackupSectionProps) {
  const { notify } = useNotice();
  const { region } = useRegion();
  // Busy through both calls: the LMS info, then the backup.
  const [busy, setBusy] = useState(false);
  const { start } = useStartBackup();

  async function backUp() {
    if (!domain) {
      notify(BACKUP_MESSAGES.noDomain(name), "error");
      return;
    }
    setBusy(true);
    try {
      await start({ instanceId, name, domain, region });
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
