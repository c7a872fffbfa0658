"use client";
// The LMS actions modal's Actions (spec 2 §2.11, §7, §8): Start and Stop of one LMS, each
// asked first, sent for the listed site to the listed server's IP; 'The operation was executed
// successfully.', or the server's message, else 'An error occurred while executing the operation.'.
import { useRef, useState } from "react";
import Box from "@mui/material/Box";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import { LMS_ACTION_LABELS, LMS_ACTIONS, LMS_OPERATION_MESSAGES, lmsActionConfirmation, lmsActionFailure, type LmsAction } from "@/lib/domain/lmsOperations";
import type { Region } from "@/lib/domain/regions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import BusyButton from "@/components/common/BusyButton";
import ModalSection from "@/components/common/ModalSection";
import { useLmsAction } from "@/data/lms/lmsAction";
import { serverMessageOf } from "@/lib/client/serverMessage";

export interface LmsActionsSectionProps {
  instance: Instance;
  volume: Volume;
  region: Region;
}

export default function LmsActionsSection({ instance, volume, region }: LmsActionsSectionProps) {
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { trigger } = useLmsAction();
  const [running, setRunning] = useState<LmsAction | null>(null);
  // One action at a time, even for two clicks before React re-renders.
  const busy = useRef(false);

  async function run(action: LmsAction) {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await confirm(lmsActionConfirmation(action, volume.client, volume.domain, instance.name)))) return;
      setRunning(action);
      await trigger({
        params: { instanceId: instance.instanceId, volumeId: volume.volumeId },
        body: { instanceIp: instance.publicIpAddress, domain: volume.domain, action, region },
      });
      notify(LMS_OPERATION_MESSAGES.success, "success");
    } catch (err) {
      notify(lmsActionFailure(serverMessageOf(err)), "error");
    } finally {
      busy.current = false;
      setRunning(null);
    }
  }

  return (
    <ModalSection title="Actions">
      <Box sx={{ display: "flex", gap: 1 }}>
        {LMS_ACTIONS.map((action) => (
          <BusyButton
            key={action}
            variant="contained"
            color={action === "stop" ? "error" : "primary"}
            busy={running === action}
            disabled={running !== null && running !== action}
            onClick={() => void run(action)}
          >
            {LMS_ACTION_LABELS[action]}
          </BusyButton>
        ))}
      </Box>
    </ModalSection>
  );
}
