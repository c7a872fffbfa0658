"use client";
// The Certificate column: NO SSL / EXPIRED / RENEW / VALID from the instance's data,
// fetched only for rendered rows (those in view and a few either side) and cached per request address for the session.
// Pressing the status starts the SSL renewal flow.
import useSWR from "swr";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import type { Instance } from "@/lib/contract/schemas/instance";
import { callApi } from "@/lib/client/api";
import { certificateStatus, sslDays, type CertificateStatus } from "@/lib/domain/certificateStatus";
import type { Region } from "@/lib/domain/regions";
import { instanceDataRequest } from "./instanceDataRequest";

const COLOURS: Record<CertificateStatus, "default" | "error" | "warning" | "success"> = {
  "NO SSL": "default",
  EXPIRED: "error",
  RENEW: "warning",
  VALID: "success",
};

export interface CertificateCellProps {
  instance: Instance;
  region: Region;
  onRenew(instance: Instance, status: CertificateStatus, dataKey: string | null): void;
}

export default function CertificateCell({ instance, region, onRenew }: CertificateCellProps) {
  const request = instanceDataRequest(instance, region);
  const { data, error, isLoading } = useSWR(request.url, () => callApi(request.endpoint, request.input), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });

  if (!request.url) return <Chip size="small" variant="outlined" label="NO ADDRESS" />;
  if (isLoading) return <Skeleton variant="rounded" width={64} height={24} aria-label="Loading certificate" />;
  if (error || !data) {
    return (
      <Tooltip title={error instanceof Error ? error.message : "No data"}>
        <Chip size="small" variant="outlined" label="UNKNOWN" />
      </Tooltip>
    );
  }
  const status = certificateStatus(data);
  const days = sslDays(data.sslDaysRemaining);
  const detail = days === null ? "No certificate" : days <= 0 ? "Expired" : `${days} days remaining`;
  return (
    <Tooltip title={`${detail}. Select to renew.`}>
      <Chip
        size="small"
        label={status}
        color={COLOURS[status]}
        onClick={() => onRenew(instance, status, request.url)}
        aria-label={`Certificate ${status}, ${detail}. Renew SSL`}
      />
    </Tooltip>
  );
}
