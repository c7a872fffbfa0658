"use client";
// The instance table (spec 1 §2): columns Status, Name, Type, Version, Instance ID, IP,
// Certificate, Settings, in the windowed table the long lists share; with a selection, a first
// column of boxes for bulk actions (issue 18).
import type { Instance } from "@/lib/contract/schemas/instance";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import WindowedTable, { type TableColumn } from "@/components/common/WindowedTable";
import InstanceRow from "./InstanceRow";
import SelectShownBox from "@/components/bulk/SelectShownBox";
import type { RowSelection } from "@/components/bulk/useRowSelection";
import { ROW_HEIGHT, tableSx } from "./tableStyles";

const SELECT_WIDTH = 44;

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
  selection?: RowSelection;
}

export default function InstanceTable({ instances, region, showUpgrade, onRenew, onChangeSize, selection }: InstanceTableProps) {
  const columns = selection ? [{ label: "Select", width: SELECT_WIDTH, header: <SelectShownBox selection={selection} label="Select all shown instances" /> }, ...COLUMNS] : COLUMNS;
  return (
    <WindowedTable
      label="Instances"
      columns={columns}
      rows={instances}
      rowHeight={ROW_HEIGHT}
      sx={tableSx}
      measure="instances:filter"
      renderRow={(instance, index) => (
        <InstanceRow
          key={index}
          instance={instance}
          index={index}
          region={region}
          showUpgrade={showUpgrade}
          onRenew={onRenew}
          onChangeSize={onChangeSize}
          selected={selection ? selection.selected.has(instance.instanceId) : undefined}
          onSelect={selection?.toggle}
        />
      )}
    />
  );
}
