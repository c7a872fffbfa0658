"use client";
// General: a motive and Start, Stop, Reboot (spec 1 §2, §4, §5). Stop and Reboot confirm with
// the pre-flight facts (who is on the sites, the last backup, a shared server's sites), which are
// recorded with the call. Once sent, the list follows the instance's state until it settles.
import { usePowerAction } from "@/data/instances/powerAction";
import { instanceActionBody } from "@/lib/domain/forms/motive";
import { actionOffered, POWER_MESSAGES, powerLabel, type PowerAction } from "@/lib/domain/powerActions";
import MotivePowerForm from "@/components/common/power/MotivePowerForm";
import ModalSection from "@/components/common/ModalSection";
import { usePreflightCheck } from "@/components/common/preflight/usePreflightCheck";
import { useRegion } from "@/components/shell/RegionContext";
import { useInstanceWatch } from "../InstanceWatch";

export interface PowerSectionProps {
  instanceId: string;
  name: string;
  /** The state the list shows, when the instance is in it. */
  state: string | undefined;
  /** From the listed record: where the pre-flight facts are read. */
  deploymentType?: string;
  ip?: string;
}

/** Start disrupts nobody; stop and reboot take the sites offline. */
function disrupts(action: PowerAction): boolean {
  return action !== "start";
}

export default function PowerSection({ instanceId, name, state, deploymentType, ip }: PowerSectionProps) {
  const { region } = useRegion();
  const preflight = usePreflightCheck();
  const request = { instanceId, region, ip, scope: { shared: deploymentType === "shared" } };
  const { watch } = useInstanceWatch();
  const powerAction = usePowerAction();
  return (
    <ModalSection title="General">
      <MotivePowerForm
        state={state}
        offered={actionOffered}
        confirmation={(action: PowerAction) => ({
          title: POWER_MESSAGES.confirmTitle(action),
          message: POWER_MESSAGES.confirm(action, name),
          details: disrupts(action) ? preflight.details(request) : undefined,
          confirmLabel: powerLabel(action),
          danger: disrupts(action),
        })}
        send={(action, values) =>
          powerAction.trigger({ params: { id: instanceId }, body: instanceActionBody(values, action, region), preflight: disrupts(action) ? preflight.shown() : undefined })
        }
        success={(action) => POWER_MESSAGES.success(action, name)}
        onSent={(action) => {
          if (state !== undefined) watch(instanceId, action, state);
        }}
      />
    </ModalSection>
  );
}
