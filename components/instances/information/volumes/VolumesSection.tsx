"use client";
// The information modal's volumes (spec 1 §2, §8): the instance's volumes sorted by instance id,
// or the server's message / 'An error has occurred. Failed to load volumes.' in their place.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import type { SWRResponse } from "swr";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume, VolumeList } from "@/lib/contract/schemas/volume";
import { holdsLms } from "@/lib/domain/lmsOperations";
import type { Region } from "@/lib/domain/regions";
import { failureText, refusalText } from "@/lib/domain/failureText";
import { sortVolumes, VOLUME_MESSAGES } from "@/lib/domain/volumes";
import type { InformationParams } from "@/lib/routing/informationRoutes";
import { ApiError } from "@/lib/client/ApiError";
import ModalSection from "@/components/common/ModalSection";
import VolumesTable from "./VolumesTable";

export interface VolumesSectionProps {
  information: InformationParams;
  instance: Instance;
  region: Region;
  volumes: SWRResponse<VolumeList, unknown>;
  /** On a shared server, the site whose contract data the form holds. */
  loadedVolumeId: string | null;
  /** On a shared server, loads a site's contract data into the form. */
  onLoadVolume?(volumeId: string): void;
}

function failure(volumes: SWRResponse<VolumeList, unknown>): string | null {
  const { error, data } = volumes;
  if (error) return failureText(error instanceof ApiError ? error.status : null, error instanceof ApiError ? error.message : null, VOLUME_MESSAGES.loadVolumesFailed);
  if (data && !data.success) return refusalText(data.message, VOLUME_MESSAGES.loadVolumesFailed);
  return null;
}

export default function VolumesSection({ information, instance, region, volumes, loadedVolumeId, onLoadVolume }: VolumesSectionProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const problem = failure(volumes);
  const rows = volumes.data?.success ? sortVolumes(volumes.data.volumes) : [];

  function toggleDetails(volume: Volume) {
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(volume.volumeId)) next.delete(volume.volumeId);
      else next.add(volume.volumeId);
      return next;
    });
    // Only a volume that holds a site has contract data to load (not the root device or a data disk).
    if (holdsLms(volume)) onLoadVolume?.(volume.volumeId);
  }

  let body;
  if (problem) {
    body = (
      <Alert severity="error" role="alert">
        {problem}
      </Alert>
    );
  } else if (!volumes.data) {
    body = (
      <Typography role="status" variant="body2" color="text.secondary">
        Loading volumes…
      </Typography>
    );
  } else if (rows.length === 0) {
    body = <Typography variant="body2">{VOLUME_MESSAGES.noVolumes}</Typography>;
  } else {
    body = (
      <VolumesTable
        information={information}
        instance={instance}
        region={region}
        volumes={rows}
        expanded={expanded}
        loadedVolumeId={loadedVolumeId}
        onDetails={toggleDetails}
      />
    );
  }
  return <ModalSection title="Volumes">{body}</ModalSection>;
}
