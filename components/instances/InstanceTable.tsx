"use client";
// The instance table (spec 1 §2): columns Status, Name, Type, Version, Instance ID, IP,
// Certificate, Settings, in the windowed table the long lists share; with a selection, a first
// column of boxes for bulk actions; the fleet columns a view adds before Settings; headers that
// sort; and columns that give way in a narrow window, the row's links staying in view.
import { useMemo, type ReactNode } from "react";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import { FLEET_COLUMNS, type FleetColumnId, type ListSort, type SortKey } from "@/lib/domain/listView";
import type { Region } from "@/lib/domain/regions";
import WindowedTable, { type TableColumn } from "@/components/common/WindowedTable";
import InstanceRow from "./InstanceRow";
import SelectShownBox from "@/components/bulk/SelectShownBox";
import type { RowSelection } from "@/components/bulk/useRowSelection";
import { instanceTableLayout, ROW_HEIGHT, SETTINGS_WIDTH, TABLE_CLASS } from "./tableStyles";
import { useNonce } from "@/components/common/NonceProvider";

/** The user-timing measure of a search's or a view change's repaint, read by `npm run bench`. */
const INSTANCE_FILTER_MEASURE = "instances:filter";

const SELECT_WIDTH = 44;

const COLUMNS: readonly TableColumn[] = [
  { label: "Status", width: 110, className: "c-state", sortKey: "state" },
  { label: "Name", sortKey: "name" },
  { label: "Type", width: 130, className: "c-type", sortKey: "type" },
  { label: "Version", width: 100, className: "c-version", sortKey: "version" },
  { label: "Instance ID", width: 180, className: "c-id", sortKey: "instanceId" },
  { label: "IP", width: 140, className: "c-ip", sortKey: "ip" },
  { label: "Certificate", width: 110, className: "c-cert" },
];
const SETTINGS: TableColumn = { label: "Settings", width: SETTINGS_WIDTH, className: "c-settings" };

const FLEET_WIDTHS: Record<FleetColumnId, number> = { lms: 90, deployment: 115, ssl: 150, cdn: 80, php: 70 };

export interface InstanceTableProps {
  instances: Instance[];
  region: Region;
  /** The fleet columns the view adds. */
  columns: readonly FleetColumnId[];
  sort: ListSort | null;
  onSort(key: SortKey): void;
  showUpgrade: boolean;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
  onChangeSize?(instance: Instance): void;
  selection?: RowSelection;
  /** The row the keyboard is on (j/k). */
  activeIndex?: number | null;
  /** Rows the live list changed a moment ago (marked briefly). */
  changed?: ReadonlySet<string>;
  /** Shown under the head when no instance is listed (the search or the filters kept none). */
  empty?: ReactNode;
}

export default function InstanceTable({ instances, region, columns, sort, onSort, showUpgrade, onRenew, onChangeSize, selection, activeIndex = null, changed, empty }: InstanceTableProps) {
  // In the one order the headers have, whatever order the view named them in.
  const ordered = useMemo(() => FLEET_COLUMNS.map((c) => c.id).filter((id) => columns.includes(id)), [columns]);
  const fleet = useMemo(() => FLEET_COLUMNS.filter((c) => ordered.includes(c.id)).map((c) => ({ label: c.label, width: FLEET_WIDTHS[c.id], sortKey: c.id })), [ordered]);
  const layout = useMemo(() => instanceTableLayout(fleet.reduce((sum, c) => sum + c.width, 0)), [fleet]);
  const nonce = useNonce();
  const all: TableColumn[] = [...COLUMNS, ...fleet, SETTINGS];
  const shown = selection ? [{ label: "Select", width: SELECT_WIDTH, header: <SelectShownBox selection={selection} label="Select all shown instances" /> }, ...all] : all;
  return (
    <>
      {/* In place rather than hoisted: React writes a hoisted style without the page's nonce. */}
      <style nonce={nonce}>{layout.css}</style>
      <WindowedTable
        label="Instances"
        columns={shown}
        rows={instances}
        rowHeight={ROW_HEIGHT}
        tableClassName={`${TABLE_CLASS} ${layout.className}`}
        minWidth={layout.minWidth}
        measure={INSTANCE_FILTER_MEASURE}
        empty={empty}
        sort={sort}
        onSort={(key) => onSort(key as SortKey)}
        activeIndex={activeIndex}
        renderRow={(instance, index) => (
          <InstanceRow
            key={index}
            instance={instance}
            index={index}
            region={region}
            columns={ordered}
            showUpgrade={showUpgrade}
            onRenew={onRenew}
            onChangeSize={onChangeSize}
            selected={selection ? selection.selected.has(instance.instanceId) : undefined}
            onSelect={selection?.toggle}
            active={index === activeIndex}
            changed={changed?.has(instance.instanceId) ?? false}
          />
        )}
      />
    </>
  );
}
