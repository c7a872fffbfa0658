"use client";
// The Certificate column: NO SSL / EXPIRED / RENEW / VALID from the instance's data,
// fetched only for rendered rows (those in view and a few either side) and cached per request address for the session.
// Pressing the status starts the SSL renewal flow. Where the upstream's status differs from the
// day count's, its label and tooltip say the status is the upstream's.
import type { Instance } from "@/lib/contract/schemas/instance";
import { certificateStatus, sslDays, upstreamStatus, type CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import { useInstanceData } from "@/data/instances/useInstanceData";

export interface CertificateCellProps {
  instance: Instance;
  region: Region;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
}

export default function CertificateCell({ instance, region, onRenew }: CertificateCellProps) {
  // The request starts after the frame that shows the row: a filter or a scroll paints a
  // screenful of rows first, then asks for their certificates.
  const { data, error, isLoading, key } = useInstanceData(instance, region, { afterPaint: true });

  if (!key) return <span className="cert muted">NO ADDRESS</span>;
  if (isLoading) return <span className="cert loading" role="progressbar" aria-label="Loading certificate" />;
  if (error || !data) {
    return (
      <span className="cert muted" title={error instanceof Error ? error.message : "No data"}>
        UNKNOWN
      </span>
    );
  }
  const status = certificateStatus(data);
  const days = sslDays(data.sslDaysRemaining);
  const left = days === null ? "No certificate" : days <= 0 ? "Expired" : `${days} days remaining`;
  // The upstream's word over the day count: said, so the two never read as a contradiction.
  const detail = upstreamStatus(data) ? `${left} on the certificate; ${status} is the upstream's status` : left;
  return (
    <button
      type="button"
      className={`cert ${status === "NO SSL" ? "" : status}`}
      title={`${detail}. Select to renew.`}
      onClick={() => onRenew(instance, status, key)}
      aria-label={`Certificate ${status}, ${detail}. Renew SSL`}
    >
      {status}
    </button>
  );
}
