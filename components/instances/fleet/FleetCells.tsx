"use client";
// The optional fleet columns of a row, in the order the view names them: LMS,
// deployment and CDN from the list itself; SSL days left and PHP from what the console reads
// for rendered rows (the certificate's read is the Certificate column's own, not a second one).
// Where the upstream's certificate status differs from the day count's, the days say so.
import type { Instance } from "@/lib/contract/schemas/instance";
import { sslDays, upstreamStatus } from "@/lib/domain/certificateStatus";
import type { FleetColumnId } from "@/lib/domain/listView";
import type { Region } from "@/lib/domain/regions";
import { useInstanceData } from "@/data/instances/useInstanceData";
import { useServerPhp } from "@/data/instances/useServerPhp";

const DASH = "—";

function SslDaysCell({ instance, region }: { instance: Instance; region: Region }) {
  const { data, isLoading } = useInstanceData(instance, region, { afterPaint: true });
  if (isLoading) return <td className="muted">…</td>;
  const days = data ? sslDays(data.sslDaysRemaining) : null;
  const upstream = data ? upstreamStatus(data) : null;
  if (days !== null && upstream) {
    // The Certificate column shows the upstream's status, not the day count's: said under the days.
    return (
      <td title={`${days} days left on the certificate; the upstream's status is ${upstream}`}>
        {days}
        <span className="muted ssl-note">upstream: {upstream}</span>
      </td>
    );
  }
  return <td className={days === null ? "muted" : undefined}>{days === null ? DASH : days}</td>;
}

function PhpCell({ instance, region }: { instance: Instance; region: Region }) {
  const { php, isLoading } = useServerPhp(instance.instanceId, region);
  if (isLoading) return <td className="muted">…</td>;
  return <td className={php ? undefined : "muted"}>{php ?? DASH}</td>;
}

function cdnText(value: boolean | null): string {
  return value === null ? "unknown" : value ? "on" : "off";
}

export default function FleetCells({ instance, region, columns }: { instance: Instance; region: Region; columns: readonly FleetColumnId[] }) {
  return columns.map((column) => {
    switch (column) {
      case "lms":
        return <td key={column}>{instance.lms || DASH}</td>;
      case "deployment":
        return <td key={column}>{instance.deploymentType}</td>;
      case "cdn":
        return <td key={column} className={instance.cdnEnabled === null ? "muted" : undefined}>{cdnText(instance.cdnEnabled)}</td>;
      case "ssl":
        return <SslDaysCell key={column} instance={instance} region={region} />;
      case "php":
        return <PhpCell key={column} instance={instance} region={region} />;
    }
  });
}
