"use client";
// The Manual Update section (spec 2 §2.9, §6; spec 3 §2.8, §6): the name form for admin and
// superadmin, 'You do not have permission to perform this action.' for others.
import type { ReactNode } from "react";
import type { ManualUpgradeTarget } from "@/lib/domain/forms/manualUpgrade";
import type { PreflightRequest } from "@/lib/domain/preflight";
import ModalSection from "@/components/common/ModalSection";
import { useConsoleUser } from "@/components/shell/UserContext";
import ManualUpgradeForm from "./ManualUpgradeForm";
import NoUpgradePermission from "./NoUpgradePermission";

export interface ManualUpgradeSectionProps {
  target: ManualUpgradeTarget;
  /** Said instead of the form when this LMS may not be upgraded (the volume row's rule). */
  refusal?: ReactNode;
  /** The pre-flight facts the confirmation shows (who is on the site, the last backup). */
  preflight?: PreflightRequest;
}

export default function ManualUpgradeSection({ target, refusal, preflight }: ManualUpgradeSectionProps) {
  const { can } = useConsoleUser();
  return (
    <ModalSection title="Manual Update">
      {!can.upgradeLinks ? (
        <NoUpgradePermission />
      ) : (
        (refusal ?? <ManualUpgradeForm key={`${target.instanceId} ${target.volumeId ?? ""} ${target.name}`} target={target} preflight={preflight} />)
      )}
    </ModalSection>
  );
}
