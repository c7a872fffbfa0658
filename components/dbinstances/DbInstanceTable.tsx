"use client";
// The RDS table (spec 2 §2.10): State, Name, Type, Engine, Storage, Usage Storage, Settings, in
// the windowed table the long lists share: only the rows in view render, and only those ask
// for their usage, so a region of 1,000 servers scrolls and filters smoothly. With a selection,
// a first column of boxes for bulk actions.
import type { DbInstance } from "@/lib/contract/schemas/database";
import type { Region } from "@/lib/domain/regions";
import WindowedTable, { type TableColumn } from "@/components/common/WindowedTable";
import { ROW_HEIGHT, TABLE_CLASS } from "@/components/instances/tableStyles";
import SelectShownBox from "@/components/bulk/SelectShownBox";
import type { RowSelection } from "@/components/bulk/useRowSelection";
import DbInstanceRow from "./DbInstanceRow";

const COLUMNS: readonly TableColumn[] = [
  { label: "State", width: 120 },
  { label: "Name" },
  { label: "Type", width: 150 },
  { label: "Engine", width: 160 },
  { label: "Storage", width: 100 },
  { label: "Usage Storage", width: 160 },
  { label: "Settings", width: 250 },
];

export default function DbInstanceTable({ servers, region, selection, changed }: { servers: DbInstance[]; region: Region; selection?: RowSelection; changed?: ReadonlySet<string> }) {
  const columns = selection ? [{ label: "Select", width: 44, header: <SelectShownBox selection={selection} label="Select all shown database servers" /> }, ...COLUMNS] : COLUMNS;
  return (
    <WindowedTable
      label="DB instances"
      columns={columns}
      rows={servers}
      rowHeight={ROW_HEIGHT}
      tableClassName={TABLE_CLASS}
      minWidth={1100}
      measure="dbinstances:filter"
      renderRow={(server, index) => (
        <DbInstanceRow
          key={index}
          server={server}
          index={index}
          region={region}
          selected={selection ? selection.selected.has(server.dbInstanceId) : undefined}
          onSelect={selection?.toggle}
          changed={changed?.has(server.dbInstanceId) ?? false}
        />
      )}
    />
  );
}
