"use client";
// One database server of the RDS list (spec 2 §2.10). Memoised: filtering or scrolling
// re-renders only rows whose server changed. Its links open the row modals; Databases is
// offered for shared servers only.
import { memo } from "react";
import type { DbInstance } from "@/lib/contract/schemas/database";
import { engineLabel, formatGiB } from "@/lib/domain/dbInstances";
import type { Region } from "@/lib/domain/regions";
import { dbInstanceLinks } from "@/lib/routing/dbInstanceModals";
import StateLabel from "@/components/instances/StateLabel";
import SelectBox from "@/components/bulk/SelectBox";
import UsageStorageCell from "./UsageStorageCell";

export interface DbInstanceRowProps {
  server: DbInstance;
  index: number;
  region: Region;
  /** With a selection column: whether this row is selected, and how a click changes it (shift: a range). */
  selected?: boolean;
  onSelect?(dbInstanceId: string, shift: boolean): void;
  /** The live list changed this row a moment ago: marked briefly. */
  changed?: boolean;
}

function DbInstanceRow({ server, index, region, selected, onSelect, changed }: DbInstanceRowProps) {
  // Every link names its region, so one shared with a colleague opens the same server.
  const links = dbInstanceLinks(server, { region });
  const id = server.dbInstanceId;
  return (
    <tr aria-rowindex={index + 2} data-db-instance-id={id} className={changed ? "changed" : undefined} data-changed={changed ? "true" : undefined}>
      {onSelect ? (
        <td>
          <SelectBox label={`Select ${id}`} checked={selected ?? false} onSelect={(shift) => onSelect(id, shift)} />
        </td>
      ) : null}
      <td>
        <StateLabel state={server.state} />
      </td>
      <td className="name">
        {id}
        {server.deployment === "shared" ? <span className="muted"> · shared</span> : null}
      </td>
      <td className="mono">{server.dbInstanceClass}</td>
      <td>{engineLabel(server.engine, server.engineVersion)}</td>
      <td>{formatGiB(server.storageGiB)}</td>
      <td>
        <UsageStorageCell server={server} region={region} />
      </td>
      <td className="c-settings">
        <span className="links">
          <a data-nav href={links.actions} aria-label={`Actions for ${id}`}>
            Actions
          </a>
          <a data-nav href={links.snapshots} aria-label={`Snapshots of ${id}`}>
            Snapshots
          </a>
          {links.databases ? (
            <a data-nav href={links.databases} aria-label={`Databases on ${id}`}>
              Databases
            </a>
          ) : null}
        </span>
      </td>
    </tr>
  );
}

export default memo(DbInstanceRow);
