"use client";
// The Delete LMS modal (spec 2 §2.4, §5, §6), nested under the information modal at
// delete/{volumeId}/{client}: the form for admin and superadmin, 'You do not have permission to
// perform this action.' for others. The name to type is the listed volume's, never the URL's,
// and a URL that disagrees with the listed volume or instance is refused (ListedLms); one
// without its volume's name is 'Invalid parameters.'. Close returns to the previous page.
import Alert from "@mui/material/Alert";
import { LMS_OPERATION_MESSAGES } from "@/lib/domain/lmsOperations";
import type { Region } from "@/lib/domain/regions";
import { volumeDeleteRoute, type VolumeDeleteParams } from "@/lib/routing/informationRoutes";
import RouteModal from "@/components/common/RouteModal";
import { useRegion } from "@/components/shell/RegionContext";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useBackTarget } from "../volumes/useBackTarget";
import ListedLms from "../volumes/ListedLms";
import DeleteLmsForm from "./DeleteLmsForm";

export interface DeleteLmsModalProps {
  params: VolumeDeleteParams;
  /** The region the URL names, if any; else the console's. */
  region?: Region;
}

export default function DeleteLmsModal({ params, region: fromUrl }: DeleteLmsModalProps) {
  const { can } = useConsoleUser();
  const { region: chosen } = useRegion();
  const region = fromUrl ?? chosen;
  const closeTo = useBackTarget(volumeDeleteRoute.closeTo(params, { region: fromUrl }));
  return (
    <RouteModal title={`Delete LMS · ${params.volumeName || params.volumeId}`} closeTo={closeTo} maxWidth="sm">
      {can.deleteLms ? (
        <ListedLms link={{ kind: "delete", information: params.parent, volumeId: params.volumeId, volumeName: params.volumeName }} region={region}>
          {({ instance, volume }) => <DeleteLmsForm key={`${instance.instanceId} ${volume.volumeId}`} instance={instance} volume={volume} region={region} />}
        </ListedLms>
      ) : (
        <Alert severity="warning" role="alert">
          {LMS_OPERATION_MESSAGES.noPermission}
        </Alert>
      )}
    </RouteModal>
  );
}
