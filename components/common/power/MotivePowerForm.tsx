"use client";
// A motive and Start, Stop, Reboot (spec 1 §5, spec 2 §5): the motive is checked before anything
// is sent, the action is confirmed, then `send` makes the call. Only the actions the state
// allows are enabled. A refusal of the motive by the BFF or upstream lands on its field; any
// other failure is a notice. Used by the instance and the database server actions modals.
import { useState } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { ApiError, FALLBACK_MESSAGE } from "@/lib/client/ApiError";
import { motiveFormErrors, type MotiveFormValues } from "@/lib/domain/forms/motive";
import { POWER_ACTIONS, powerLabel, type PowerAction } from "@/lib/domain/powerActions";
import BusyButton from "@/components/common/BusyButton";
import MotiveField from "./MotiveField";
import type { ConfirmOptions } from "@/components/common/confirmOptions";
import { useConfirm } from "@/components/common/ConfirmProvider";
import { useNotice } from "@/components/common/NoticeProvider";
import { useConsoleForm } from "@/components/common/form/useConsoleForm";

export interface MotivePowerFormProps {
  /** The state the list shows, when it holds the server. */
  state: string | undefined;
  offered(action: PowerAction, state: string | undefined): boolean;
  confirmation(action: PowerAction): ConfirmOptions;
  /** Makes the call; throws the ApiError of a refusal. */
  send(action: PowerAction, values: MotiveFormValues): Promise<unknown>;
  success(action: PowerAction): string;
  /** After a success (the list starts following the server). */
  onSent?(action: PowerAction): void;
}

export default function MotivePowerForm({ state, offered, confirmation, send, success, onSent }: MotivePowerFormProps) {
  // The action whose call is under way (its button shows progress); the confirmation comes first.
  const [running, setRunning] = useState<PowerAction | null>(null);
  const confirm = useConfirm();
  const { notify } = useNotice();
  const form = useConsoleForm<MotiveFormValues, PowerAction>({
    initialValues: { reason: "" },
    validate: motiveFormErrors,
    // The motive's message shows under it; focus stays on the action button that was pressed.
    focusInvalid: false,
    async onSubmit(values, action) {
      if (!(await confirm(confirmation(action)))) return;
      setRunning(action);
      try {
        await send(action, values);
        notify(success(action), "success");
        form.reset();
        onSent?.(action);
      } catch (err) {
        if (err instanceof ApiError && form.showErrors(err.fields)) return;
        notify(err instanceof ApiError ? err.message : FALLBACK_MESSAGE, "error");
      } finally {
        setRunning(null);
      }
    },
  });

  const motive = form.values.reason;
  return (
    <>
      {state !== undefined ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          Current state: <strong>{state}</strong>
        </Typography>
      ) : null}
      <MotiveField field={form.field("reason")} value={motive} />
      <Box sx={{ display: "flex", gap: 1, mt: 1.5 }}>
        {POWER_ACTIONS.map((action) => (
          <BusyButton
            key={action}
            variant="contained"
            color={action === "start" ? "primary" : "warning"}
            busy={running === action}
            disabled={running !== null || !offered(action, state)}
            onClick={() => void form.submit(action)}
          >
            {powerLabel(action)}
          </BusyButton>
        ))}
      </Box>
    </>
  );
}
