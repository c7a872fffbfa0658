"use client";
// One instance of the list. Memoised: filtering or scrolling re-renders only rows whose
// instance changed, which keeps a 5,000-row list smooth.
import { memo } from "react";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import CertificateCell from "./CertificateCell";
import RowLinks from "./RowLinks";
import StateLabel from "./StateLabel";

export interface InstanceRowProps {
  instance: Instance;
  index: number;
  region: Region;
  showUpgrade: boolean;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
}

const mono = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 } as const;

function InstanceRow({ instance, index, region, showUpgrade, onRenew }: InstanceRowProps) {
  return (
    <TableRow hover aria-rowindex={index + 2} data-instance-id={instance.instanceId}>
      <TableCell>
        <StateLabel state={instance.state} />
      </TableCell>
      <TableCell sx={{ fontWeight: 600 }}>{instance.name}</TableCell>
      <TableCell>{instance.instaceType}</TableCell>
      <TableCell>{instance.version ?? "—"}</TableCell>
      <TableCell sx={mono}>{instance.instanceId}</TableCell>
      <TableCell sx={mono}>{instance.publicIpAddress || "—"}</TableCell>
      <TableCell>
        <CertificateCell instance={instance} region={region} onRenew={onRenew} />
      </TableCell>
      <TableCell>
        <RowLinks instance={instance} showUpgrade={showUpgrade} />
      </TableCell>
    </TableRow>
  );
}

export default memo(InstanceRow);
