"use client";
// General: a motive and Start, Stop, Reboot (spec 1 §2, §4, §5). The motive is checked before
// anything is sent, each action is confirmed, and the list then follows the instance's state
// until it settles, so its row changes without a reload.
import { useState } from "react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { routes } from "@/lib/contract/routes";
import { callApi } from "@/lib/client/api";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { cleanMotive, countWords, MOTIVE_MAX_LENGTH, MOTIVE_MIN_WORDS, motiveError, motiveLength } from "@/lib/domain/motive";
import { actionOffered, POWER_ACTIONS, POWER_MESSAGES, powerLabel, type PowerAction } from "@/lib/domain/powerActions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useRegion } from "@/components/shell/RegionContext";
import { useInstanceWatch } from "../InstanceWatch";
import BusyButton from "@/components/common/BusyButton";
import ModalSection from "@/components/common/ModalSection";

export interface PowerSectionProps {
  instanceId: string;
  name: string;
  /** The state the list shows, when the instance is in it. */
  state: string | undefined;
}

export default function PowerSection({ instanceId, name, state }: PowerSectionProps) {
  const [motive, setMotive] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<PowerAction | null>(null);
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { region } = useRegion();
  const { watch } = useInstanceWatch();

  async function run(action: PowerAction) {
    const problem = motiveError(motive);
    setError(problem);
    if (problem) return;
    if (!(await confirm({ title: POWER_MESSAGES.confirmTitle(action), message: POWER_MESSAGES.confirm(action, name), confirmLabel: powerLabel(action), danger: action !== "start" }))) return;
    setBusy(action);
    try {
      await callApi(routes.instanceAction, { params: { id: instanceId }, body: { action, region, reason: cleanMotive(motive) } });
      notify(POWER_MESSAGES.success(action, name), "success");
      setMotive("");
      if (state !== undefined) watch(instanceId, action, state);
    } catch (err) {
      notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
    } finally {
      setBusy(null);
    }
  }

  const words = countWords(motive);
  return (
    <ModalSection title="General">
      {state !== undefined ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Current state: <strong>{state}</strong>
        </Typography>
      ) : null}
      <TextField
        label="Motive"
        multiline
        minRows={2}
        fullWidth
        required
        value={motive}
        onChange={(e) => {
          setMotive(e.target.value);
          if (error) setError(motiveError(e.target.value));
        }}
        error={error !== null}
        helperText={error ?? `${words} of at least ${MOTIVE_MIN_WORDS} words · ${motiveLength(motive)}/${MOTIVE_MAX_LENGTH} characters`}
      />
      <Box sx={{ display: "flex", gap: 1, mt: 1.5 }}>
        {POWER_ACTIONS.map((action) => (
          <BusyButton
            key={action}
            variant="contained"
            color={action === "start" ? "primary" : "warning"}
            busy={busy === action}
            disabled={busy !== null || !actionOffered(action, state)}
            onClick={() => void run(action)}
          >
            {powerLabel(action)}
          </BusyButton>
        ))}
      </Box>
    </ModalSection>
  );
}
