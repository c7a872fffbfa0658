"use client";
// The full update modal (spec 2 §2.9, spec 3 §2.8) at upgrade/{instanceId}/{address}/{name}/{deployment}:
// titled with the instance name; Manual Update for dedicated deployments, Scheduled Update for all.
// What it shows and sends is the instance as the list holds it: a link whose name, deployment
// or address disagrees with the listed record is refused.
import Alert from "@mui/material/Alert";
import type { Instance } from "@/lib/contract/schemas/instance";
import { instanceAddress } from "@/lib/domain/instanceAddress";
import type { Region } from "@/lib/domain/regions";
import { upgradeRoute, type UpgradeParams } from "@/lib/routing/instanceModals";
import { LINK_MESSAGES, linkMatchesRecord } from "@/lib/routing/linkMatchesRecord";
import RouteModal from "@/components/common/RouteModal";
import { useRegion } from "@/components/shell/RegionContext";
import { useListedInstance } from "../useListedInstance";
import { serverPreflight } from "@/lib/domain/preflight";
import ManualUpgradeSection from "./ManualUpgradeSection";
import ScheduledUpgradeSection from "./ScheduledUpgradeSection";

export interface UpgradeModalProps {
  params: UpgradeParams;
  /** The region the URL names, if any; else the console's. */
  region?: Region;
}

export default function UpgradeModal({ params, region: fromUrl }: UpgradeModalProps) {
  const { region: chosen } = useRegion();
  const region = fromUrl ?? chosen;
  const { instance } = useListedInstance(params.instanceId);
  const check = linkMatchesRecord(instance && { ...instance, address: instanceAddress(instance) }, {
    name: params.name,
    deploymentType: params.deploymentType,
    address: params.address,
  });
  return (
    <RouteModal title={instance?.name ?? params.name} closeTo={upgradeRoute.closeTo(params, { region: fromUrl })} maxWidth="lg">
      {check.kind === "match" ? (
        <UpgradeBody instance={check.record} region={region} />
      ) : (
        <Alert severity={check.kind === "mismatch" ? "error" : "info"} role={check.kind === "mismatch" ? "alert" : "status"}>
          {check.kind === "mismatch" ? LINK_MESSAGES.mismatch(check.listedName) : LINK_MESSAGES.unlisted}
        </Alert>
      )}
    </RouteModal>
  );
}

function UpgradeBody({ instance, region }: { instance: Instance; region: Region }) {
  return (
    <>
      {instance.deploymentType === "dedicated" && (
        <ManualUpgradeSection target={{ instanceId: instance.instanceId, name: instance.name, deployment: instance.deploymentType }} preflight={serverPreflight(instance, region)} />
      )}
      <ScheduledUpgradeSection instance={instance} region={region} />
    </>
  );
}
