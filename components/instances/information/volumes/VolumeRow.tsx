"use client";
// One volume of the table and, when its details are open, a line with its data read from
// data-volume or data-volume-dedicated (storage, version, certificate), asked once per address.
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import type { Region } from "@/lib/domain/regions";
import { isResizableVolume } from "@/lib/domain/volumes";
import type { InformationParams } from "@/lib/routing/informationRoutes";
import { InfoIcon } from "@/components/common/icons";
import ResizeMenu from "./ResizeMenu";
import VolumeActions from "./VolumeActions";
import { DASH, gigabytes, sslText } from "./volumeCells";
import VolumeDetails from "./VolumeDetails";

export interface VolumeRowProps {
  information: InformationParams;
  instance: Instance;
  region: Region;
  volume: Volume;
  expanded: boolean;
  /** Its site's contract data is in the form (shared servers). */
  loaded: boolean;
  canAct: boolean;
  onDetails(): void;
}

export default function VolumeRow({ information, instance, region, volume, expanded, loaded, canAct, onDetails }: VolumeRowProps) {
  const name = volume.client || volume.domain || volume.volumeId;
  const detailsId = `volume-details-${volume.volumeId}`;
  return (
    <>
      <TableRow selected={loaded} aria-current={loaded ? "true" : undefined}>
        <TableCell sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 }}>{volume.volumeId}</TableCell>
        <TableCell sx={{ maxWidth: 180, overflow: "hidden", textOverflow: "ellipsis" }} title={volume.partition}>
          {volume.partition}
        </TableCell>
        <TableCell>{volume.version || DASH}</TableCell>
        <TableCell sx={{ whiteSpace: "normal !important", minWidth: 120 }}>{volume.client || DASH}</TableCell>
        <TableCell>{sslText(volume.sslState)}</TableCell>
        <TableCell>{gigabytes(volume.size)}</TableCell>
        <TableCell>{gigabytes(volume.usage)}</TableCell>
        <TableCell sx={{ whiteSpace: "normal !important", width: 112 }}>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.25 }}>
            <Tooltip title={`Details of ${name}`}>
              <IconButton size="small" aria-label={`Details of ${name}`} aria-expanded={expanded} aria-controls={expanded ? detailsId : undefined} onClick={onDetails}>
                <InfoIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {canAct && isResizableVolume(volume.volumeId) ? <ResizeMenu instance={instance} region={region} volume={volume} /> : null}
            {canAct ? <VolumeActions information={information} instance={instance} volume={volume} region={region} /> : null}
          </Box>
        </TableCell>
      </TableRow>
      {expanded ? (
        <TableRow id={detailsId}>
          <TableCell colSpan={8} sx={{ bgcolor: "action.hover" }}>
            <VolumeDetails instance={instance} region={region} volume={volume} loaded={loaded} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
