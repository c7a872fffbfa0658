"use client";
// One instance of the list. Memoised: filtering or scrolling re-renders only rows whose
// instance changed, which keeps a 5,000-row list smooth.
import { memo, useEffect, useRef } from "react";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import type { FleetColumnId } from "@/lib/domain/listView";
import type { Region } from "@/lib/domain/regions";
import { isTypingTarget } from "@/lib/client/typingTarget";
import SelectBox from "@/components/bulk/SelectBox";
import CertificateCell from "./CertificateCell";
import FleetCells from "./fleet/FleetCells";
import RowLinks from "./RowLinks";
import StateLabel from "./StateLabel";

export interface InstanceRowProps {
  instance: Instance;
  index: number;
  region: Region;
  /** The optional columns the view adds, before Settings. */
  columns: readonly FleetColumnId[];
  showUpgrade: boolean;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
  /** Present for roles that may change the instance's size (admin and superadmin). */
  onChangeSize?(instance: Instance): void;
  /** With a selection column: whether this row is selected, and how a click changes it (shift: a range). */
  selected?: boolean;
  onSelect?(instanceId: string, shift: boolean): void;
  /** The row the keyboard is on (j/k): it takes the focus, and Enter opens its actions. */
  active?: boolean;
  /** The live list changed this row a moment ago: marked briefly. */
  changed?: boolean;
}

/** Focuses the keyboard's row when it becomes the keyboard's row (or is rendered as it, when
 * the window scrolls): not on every render, since a row re-renders whenever its instance
 * changes; never away from a dialog the user is in (a reboot's state arriving would take
 * the focus out of the actions dialog that started it); and never away from a field being typed
 * in (a search that shrinks the list below the keyboard's row makes another row the keyboard's). */
function useFocusWhenActive(active: boolean | undefined) {
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    const el = row.current;
    const focused = document.activeElement;
    if (!active || !el || focused === el || focused?.closest('[role="dialog"]') || isTypingTarget(focused)) return;
    el.focus({ preventScroll: true });
  }, [active]);
  return row;
}

function InstanceRow({ instance, index, region, columns, showUpgrade, onRenew, onChangeSize, selected, onSelect, active, changed }: InstanceRowProps) {
  const row = useFocusWhenActive(active);
  const className = [active ? "active" : "", changed ? "changed" : ""].filter(Boolean).join(" ") || undefined;
  return (
    <tr aria-rowindex={index + 2} data-instance-id={instance.instanceId} tabIndex={active ? 0 : undefined} ref={row} className={className} data-changed={changed ? "true" : undefined}>
      {onSelect ? (
        <td>
          <SelectBox label={`Select ${instance.name}`} checked={selected ?? false} onSelect={(shift) => onSelect(instance.instanceId, shift)} />
        </td>
      ) : null}
      <td className="c-state">
        <StateLabel state={instance.state} />
      </td>
      <td className="name">{instance.name}</td>
      <td className="c-type">
        {onChangeSize ? (
          <button type="button" className="size" onClick={() => onChangeSize(instance)} aria-label={`Instance type ${instance.instaceType}. Change the size of ${instance.name}`}>
            {instance.instaceType}
          </button>
        ) : (
          instance.instaceType
        )}
      </td>
      <td className="c-version">{instance.version ?? "—"}</td>
      <td className="mono c-id">{instance.instanceId}</td>
      <td className="mono c-ip">{instance.publicIpAddress || "—"}</td>
      <td>
        <CertificateCell instance={instance} region={region} onRenew={onRenew} />
      </td>
      {columns.length > 0 ? <FleetCells instance={instance} region={region} columns={columns} /> : null}
      <td className="c-settings">
        <RowLinks instance={instance} showUpgrade={showUpgrade} />
      </td>
    </tr>
  );
}

export default memo(InstanceRow);
