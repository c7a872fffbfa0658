"use client";
// A volume's data (spec 1 §3: storage, version, certificate days), from data-volume on a shared
// server and data-volume-dedicated on a dedicated one; 'An error has occurred. Failed to load
// volume information.' when the read fails without a message of the server's.
import Typography from "@mui/material/Typography";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import type { Region } from "@/lib/domain/regions";
import { failureText } from "@/lib/domain/failureText";
import { VOLUME_MESSAGES } from "@/lib/domain/volumes";
import { ApiError } from "@/lib/client/ApiError";
import { useVolumeData } from "@/data/volumes/useVolumeData";
import { DASH, gigabytes, sslText } from "./volumeCells";

export interface VolumeDetailsProps {
  instance: Instance;
  region: Region;
  volume: Volume;
  loaded: boolean;
}

export default function VolumeDetails({ instance, region, volume, loaded }: VolumeDetailsProps) {
  const target = { instanceId: instance.instanceId, deploymentType: instance.deploymentType, lms: instance.lms, ip: instance.publicIpAddress };
  const { data, error, isLoading } = useVolumeData(target, volume, region);
  if (error || (!isLoading && !data && !instance.publicIpAddress)) {
    return (
      <Typography role="alert" variant="body2" color="error">
        {failureText(error instanceof ApiError ? error.status : null, error instanceof ApiError ? error.message : null, VOLUME_MESSAGES.loadVolumeFailed)}
      </Typography>
    );
  }
  if (!data) {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        Loading volume information…
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="p" sx={{ m: 0 }}>
      Storage used: {gigabytes(data.storage)} · Version: {data.version || DASH} · SSL: {sslText(data.sslDaysRemaining ?? null)}
      {data.state ? ` · State: ${data.state}` : ""}
      {loaded ? " · Its contract data is in the form above." : ""}
    </Typography>
  );
}
