"use client";
// General: a motive and Start, Stop, Reboot (spec 1 §2, §4, §5). The motive is checked before
// anything is sent, each action is confirmed, and the list then follows the instance's state
// until it settles, so its row changes without a reload.
import { useState } from "react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { usePowerAction } from "@/data/instances/powerAction";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { instanceActionBody, motiveFormErrors, type MotiveFormValues } from "@/lib/domain/forms/motive";
import { countWords, MOTIVE_MAX_LENGTH, MOTIVE_MIN_WORDS, motiveLength } from "@/lib/domain/motive";
import { actionOffered, POWER_ACTIONS, POWER_MESSAGES, powerLabel, type PowerAction } from "@/lib/domain/powerActions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";
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
  // The action whose call is under way (its button shows progress); the confirmation comes first.
  const [running, setRunning] = useState<PowerAction | null>(null);
  const confirm = useConfirm();
  const { notify } = useNotice();
  const { region } = useRegion();
  const { watch } = useInstanceWatch();
  const powerAction = usePowerAction();
  const form = useConsoleForm<MotiveFormValues, PowerAction>({
    initialValues: { reason: "" },
    validate: motiveFormErrors,
    // The motive's message shows under it; focus stays on the action button that was pressed.
    focusInvalid: false,
    async onSubmit(values, action) {
      if (!(await confirm({ title: POWER_MESSAGES.confirmTitle(action), message: POWER_MESSAGES.confirm(action, name), confirmLabel: powerLabel(action), danger: action !== "start" }))) return;
      setRunning(action);
      try {
        await powerAction.trigger({ params: { id: instanceId }, body: instanceActionBody(values, action, region) });
        notify(POWER_MESSAGES.success(action, name), "success");
        form.reset();
        if (state !== undefined) watch(instanceId, action, state);
      } catch (err) {
        // A refusal of the motive itself lands on its field; anything else is a notice.
        if (err instanceof ApiError && form.showErrors(err.fields)) return;
        notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
      } finally {
        setRunning(null);
      }
    },
  });

  const motive = form.values.reason;
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
        {...form.field("reason", { helperText: `${words} of at least ${MOTIVE_MIN_WORDS} words · ${motiveLength(motive)}/${MOTIVE_MAX_LENGTH} characters` })}
      />
      <Box sx={{ display: "flex", gap: 1, mt: 1.5 }}>
        {POWER_ACTIONS.map((action) => (
          <BusyButton
            key={action}
            variant="contained"
            color={action === "start" ? "primary" : "warning"}
            busy={running === action}
            disabled={running !== null || !actionOffered(action, state)}
            onClick={() => void form.submit(action)}
          >
            {powerLabel(action)}
          </BusyButton>
        ))}
      </Box>
    </ModalSection>
  );
}
