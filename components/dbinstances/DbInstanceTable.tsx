"use client";
// The RDS table (spec 2 §2.10): State, Name, Type, Engine, Storage, Usage Storage, Settings, in
// the windowed table the long lists share: only the rows in view render, and only those ask
// for their usage, so a region of 1,000 servers scrolls and filters smoothly. With a selection,
// a first column of boxes for bulk actions. In a narrow window the table scrolls sideways with
// every name whole, its Settings column (the row's links) staying in view at the right.
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
  { label: "Settings", width: 250, className: "c-settings" },
];

const SELECT_WIDTH = 44;
/** Narrowest the Name column gets: a shared server's name and its "· shared" stay whole. */
const NAME_MIN = 250;
/** The columns beyond the name with the selection column, and the name's whole width. */
const MIN_WIDTH = COLUMNS.reduce((sum, c) => sum + (c.width ?? 0), SELECT_WIDTH) + NAME_MIN;

export default function DbInstanceTable({ servers, region, selection, changed }: { servers: DbInstance[]; region: Region; selection?: RowSelection; changed?: ReadonlySet<string> }) {
  const columns = selection ? [{ label: "Select", width: SELECT_WIDTH, header: <SelectShownBox selection={selection} label="Select all shown database servers" /> }, ...COLUMNS] : COLUMNS;
  return (
    <WindowedTable
      label="DB instances"
      columns={columns}
      rows={servers}
      rowHeight={ROW_HEIGHT}
      tableClassName={TABLE_CLASS}
      minWidth={MIN_WIDTH}
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
