// How a volume row shows its values: sizes in GB, the certificate as its status and days, and
// a dash for what the upstream did not say.
import type { Volume } from "@/lib/contract/schemas/volume";
import { certificateStatus, sslDays } from "@/lib/domain/certificateStatus";

export const DASH = "—";

export function gigabytes(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return DASH;
  return typeof value === "number" ? `${Number.isInteger(value) ? value : value.toFixed(1)} GB` : value;
}

export function sslText(value: Volume["sslState"] | undefined): string {
  if (value === null || value === undefined) return DASH;
  const status = certificateStatus({ sslDaysRemaining: value });
  const days = sslDays(value);
  return days === null ? status : `${status} (${days} ${Math.abs(days) === 1 ? "day" : "days"})`;
}
