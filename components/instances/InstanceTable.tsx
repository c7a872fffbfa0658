"use client";
// The instance table (spec 1 §2): columns Status, Name, Type, Version, Instance ID, IP,
// Certificate, Settings, in the windowed table the long lists share.
import type { Instance } from "@/lib/contract/schemas/instance";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import WindowedTable, { type TableColumn } from "@/components/common/WindowedTable";
import InstanceRow from "./InstanceRow";
import { ROW_HEIGHT, tableSx } from "./tableStyles";

const COLUMNS: readonly TableColumn[] = [
  { label: "Status", width: 110 },
  { label: "Name" },
  { label: "Type", width: 130 },
  { label: "Version", width: 100 },
  { label: "Instance ID", width: 190 },
  { label: "IP", width: 140 },
  { label: "Certificate", width: 110 },
  { label: "Settings", width: 360 },
];

export interface InstanceTableProps {
  instances: Instance[];
  region: Region;
  showUpgrade: boolean;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
  onChangeSize?(instance: Instance): void;
}

export default function InstanceTable({ instances, region, showUpgrade, onRenew, onChangeSize }: InstanceTableProps) {
  return (
    <WindowedTable
      label="Instances"
      columns={COLUMNS}
      rows={instances}
      rowHeight={ROW_HEIGHT}
      sx={tableSx}
      measure="instances:filter"
      renderRow={(instance, index) => (
        <InstanceRow key={index} instance={instance} index={index} region={region} showUpgrade={showUpgrade} onRenew={onRenew} onChangeSize={onChangeSize} />
      )}
    />
  );
}
