"use client";
// General: a motive and Start, Stop, Reboot (spec 1 §2, §4, §5). Once sent, the list follows
// the instance's state until it settles, so its row changes without a reload.
import { usePowerAction } from "@/data/instances/powerAction";
import { instanceActionBody } from "@/lib/domain/forms/motive";
import { actionOffered, POWER_MESSAGES, powerLabel, type PowerAction } from "@/lib/domain/powerActions";
import MotivePowerForm from "@/components/common/power/MotivePowerForm";
import ModalSection from "@/components/common/ModalSection";
import { useRegion } from "@/components/shell/RegionContext";
import { useInstanceWatch } from "../InstanceWatch";

export interface PowerSectionProps {
  instanceId: string;
  name: string;
  /** The state the list shows, when the instance is in it. */
  state: string | undefined;
}

export default function PowerSection({ instanceId, name, state }: PowerSectionProps) {
  const { region } = useRegion();
  const { watch } = useInstanceWatch();
  const powerAction = usePowerAction();
  return (
    <ModalSection title="General">
      <MotivePowerForm
        state={state}
        offered={actionOffered}
        confirmation={(action: PowerAction) => ({ title: POWER_MESSAGES.confirmTitle(action), message: POWER_MESSAGES.confirm(action, name), confirmLabel: powerLabel(action), danger: action !== "start" })}
        send={(action, values) => powerAction.trigger({ params: { id: instanceId }, body: instanceActionBody(values, action, region) })}
        success={(action) => POWER_MESSAGES.success(action, name)}
        onSent={(action) => {
          if (state !== undefined) watch(instanceId, action, state);
        }}
      />
    </ModalSection>
  );
}
