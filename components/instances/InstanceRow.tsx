"use client";
// One instance of the list. Memoised: filtering or scrolling re-renders only rows whose
// instance changed, which keeps a 5,000-row list smooth.
import { memo } from "react";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import SelectBox from "@/components/bulk/SelectBox";
import CertificateCell from "./CertificateCell";
import RowLinks from "./RowLinks";
import StateLabel from "./StateLabel";

export interface InstanceRowProps {
  instance: Instance;
  index: number;
  region: Region;
  showUpgrade: boolean;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
  /** Present for roles that may change the instance's size (admin and superadmin). */
  onChangeSize?(instance: Instance): void;
  /** With a selection column: whether this row is selected, and how a click changes it (shift: a range). */
  selected?: boolean;
  onSelect?(instanceId: string, shift: boolean): void;
}

function InstanceRow({ instance, index, region, showUpgrade, onRenew, onChangeSize, selected, onSelect }: InstanceRowProps) {
  return (
    <tr aria-rowindex={index + 2} data-instance-id={instance.instanceId}>
      {onSelect ? (
        <td>
          <SelectBox label={`Select ${instance.name}`} checked={selected ?? false} onSelect={(shift) => onSelect(instance.instanceId, shift)} />
        </td>
      ) : null}
      <td>
        <StateLabel state={instance.state} />
      </td>
      <td className="name">{instance.name}</td>
      <td>
        {onChangeSize ? (
          <button type="button" className="size" onClick={() => onChangeSize(instance)} aria-label={`Instance type ${instance.instaceType}. Change the size of ${instance.name}`}>
            {instance.instaceType}
          </button>
        ) : (
          instance.instaceType
        )}
      </td>
      <td>{instance.version ?? "—"}</td>
      <td className="mono">{instance.instanceId}</td>
      <td className="mono">{instance.publicIpAddress || "—"}</td>
      <td>
        <CertificateCell instance={instance} region={region} onRenew={onRenew} />
      </td>
      <td>
        <RowLinks instance={instance} showUpgrade={showUpgrade} />
      </td>
    </tr>
  );
}

export default memo(InstanceRow);
