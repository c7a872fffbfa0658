"use client";
// The volumes table (spec 1 §2): ID, PARTITION, VERSION, CLIENT, SSL, SIZE, USAGE and each row's
// controls (details for everyone; resize and the LMS actions for admin and superadmin).
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import { visuallyHidden } from "@mui/utils";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import type { Region } from "@/lib/domain/regions";
import type { InformationParams } from "@/lib/routing/informationRoutes";
import { useConsoleUser } from "@/components/shell/UserContext";
import VolumeRow from "./VolumeRow";

export interface VolumesTableProps {
  information: InformationParams;
  instance: Instance;
  region: Region;
  volumes: readonly Volume[];
  expanded: ReadonlySet<string>;
  loadedVolumeId: string | null;
  onDetails(volume: Volume): void;
}

export const VOLUME_COLUMNS = ["ID", "PARTITION", "VERSION", "CLIENT", "SSL", "SIZE", "USAGE"] as const;

export default function VolumesTable({ information, instance, region, volumes, expanded, loadedVolumeId, onDetails }: VolumesTableProps) {
  const { can } = useConsoleUser();
  return (
    <TableContainer sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={`Volumes of ${instance.name}`} sx={{ "& td, & th": { whiteSpace: "nowrap", px: 1 } }}>
        <TableHead>
          <TableRow>
            {VOLUME_COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 700 }}>
                {column}
              </TableCell>
            ))}
            <TableCell sx={{ fontWeight: 700 }}>
              <Box component="span" sx={visuallyHidden}>
                Controls
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {volumes.map((volume) => (
            <VolumeRow
              key={volume.volumeId}
              information={information}
              instance={instance}
              region={region}
              volume={volume}
              expanded={expanded.has(volume.volumeId)}
              loaded={loadedVolumeId === volume.volumeId}
              canAct={can.volumeActions}
              onDetails={() => onDetails(volume)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
