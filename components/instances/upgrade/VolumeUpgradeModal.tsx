"use client";
// The manual-update-only modal of a volume row (spec 2 §2.9, §5; spec 1 §5), nested under the
// information modal at upgrade/{volumeId}/{client}: only the Manual Update section, for that LMS.
// The LMS is the listed volume, never the URL's (ListedLms refuses a link that disagrees, and
// one without the volume or its name is 'Invalid parameters.'); the form is offered only when
// its version is known and at least 4.3.3, otherwise the spec's reason is shown. Close returns
// to the previous page, as the other volume row modals do.
import Alert from "@mui/material/Alert";
import type { Region } from "@/lib/domain/regions";
import { volumeUpgradeAvailability } from "@/lib/domain/upgradeAvailability";
import { volumeUpgradeRoute, type VolumeUpgradeParams } from "@/lib/routing/informationRoutes";
import ModalSection from "@/components/common/ModalSection";
import RouteModal from "@/components/common/RouteModal";
import ListedLms from "@/components/instances/information/volumes/ListedLms";
import { useBackTarget } from "@/components/instances/information/volumes/useBackTarget";
import { useRegion } from "@/components/shell/RegionContext";
import { useConsoleUser } from "@/components/shell/UserContext";
import { serverPreflight } from "@/lib/domain/preflight";
import ManualUpgradeSection from "./ManualUpgradeSection";
import NoUpgradePermission from "./NoUpgradePermission";

export interface VolumeUpgradeModalProps {
  params: VolumeUpgradeParams;
  /** The region the URL names, if any; else the console's. */
  region?: Region;
}

export default function VolumeUpgradeModal({ params, region: fromUrl }: VolumeUpgradeModalProps) {
  const { can } = useConsoleUser();
  const { region: chosen } = useRegion();
  const region = fromUrl ?? chosen;
  const closeTo = useBackTarget(volumeUpgradeRoute.closeTo(params, { region: fromUrl }));
  return (
    <RouteModal title={`Upgrade LMS · ${params.volumeName || params.volumeId || params.parent.name}`} closeTo={closeTo} maxWidth="sm">
      {can.upgradeLinks ? (
        // The link carries what a delete link does (volume id and client, no domain), so it is
        // checked as one: ListedLms's link kinds name only the delete and operations shapes.
        <ListedLms link={{ kind: "delete", information: params.parent, volumeId: params.volumeId ?? "", volumeName: params.volumeName }} region={region}>
          {({ instance, volume }) => {
            const availability = volumeUpgradeAvailability(volume.version);
            return (
              <ManualUpgradeSection
                target={{ instanceId: instance.instanceId, name: volume.client, volumeId: volume.volumeId, deployment: instance.deploymentType }}
                preflight={serverPreflight(instance, region, volume.domain)}
                refusal={
                  availability.allowed ? undefined : (
                    <Alert severity="warning" role="alert">
                      {availability.message}
                    </Alert>
                  )
                }
              />
            );
          }}
        </ListedLms>
      ) : (
        <ModalSection title="Manual Update">
          <NoUpgradePermission />
        </ModalSection>
      )}
    </RouteModal>
  );
}
