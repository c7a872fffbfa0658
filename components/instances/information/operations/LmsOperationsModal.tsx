"use client";
// The LMS actions modal (spec 2 §2.11, §6), nested under the information modal at
// operations/{volumeId}/{client}/{domain}: Actions (Start, Stop of that LMS) and File Access for
// that site, for admin and superadmin; others see 'You do not have permission to perform this
// action.'. What it acts on is the listed instance and volume, never the URL (ListedLms).
// Close goes back one page.
import Alert from "@mui/material/Alert";
import { LMS_OPERATION_MESSAGES } from "@/lib/domain/lmsOperations";
import type { Region } from "@/lib/domain/regions";
import { volumeOperationsRoute, type VolumeOperationsParams } from "@/lib/routing/informationRoutes";
import RouteModal from "@/components/common/RouteModal";
import { useRegion } from "@/components/shell/RegionContext";
import { useConsoleUser } from "@/components/shell/UserContext";
import FileAccessSection from "@/components/instances/actions/FileAccessSection";
import { useBackTarget } from "../volumes/useBackTarget";
import ListedLms from "../volumes/ListedLms";
import LmsActionsSection from "./LmsActionsSection";

export interface LmsOperationsModalProps {
  params: VolumeOperationsParams;
  /** The region the URL names, if any; else the console's. */
  region?: Region;
}

export default function LmsOperationsModal({ params, region: fromUrl }: LmsOperationsModalProps) {
  const { can } = useConsoleUser();
  const { region: chosen } = useRegion();
  const region = fromUrl ?? chosen;
  const closeTo = useBackTarget(volumeOperationsRoute.closeTo(params, { region: fromUrl }));
  const named = params.volumeName || params.volumeId;
  return (
    <RouteModal title={`LMS actions · ${named}`} closeTo={closeTo}>
      {can.volumeActions ? (
        <ListedLms link={{ kind: "operations", information: params.parent, volumeId: params.volumeId, volumeName: params.volumeName, volumeDomain: params.volumeDomain }} region={region}>
          {({ instance, volume }) => (
            <>
              <LmsActionsSection instance={instance} volume={volume} region={region} />
              <FileAccessSection key={`${instance.instanceId} ${volume.volumeId}`} instanceId={instance.instanceId} domain={volume.domain} ip={instance.publicIpAddress} canChange={can.fileAccessChange} />
            </>
          )}
        </ListedLms>
      ) : (
        <Alert severity="warning" role="alert">
          {LMS_OPERATION_MESSAGES.noPermission}
        </Alert>
      )}
    </RouteModal>
  );
}

