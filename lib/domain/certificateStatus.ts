// Certificate status of an instance or volume (spec 1 §4, §5, §9): NO SSL, EXPIRED, RENEW or VALID,
// whether it may be renewed, and the SSL renewal messages.
/** What the upstream sends for an instance without a certificate, instead of a day count. */
export const NO_SSL = "NO SSL";
/** Days until the certificate expires, or NO SSL. */
export type SslDaysRemaining = number | typeof NO_SSL;

export type CertificateStatus = "NO SSL" | "EXPIRED" | "RENEW" | "VALID";

export const CERTIFICATE_STATUSES: readonly CertificateStatus[] = ["NO SSL", "EXPIRED", "RENEW", "VALID"];

/** Under this many days remaining the certificate reads RENEW (spec 1 §9). */
export const SSL_RENEW_THRESHOLD_DAYS = 30;

export const SSL_MESSAGES = {
  notNecessary: "It is not necessary to renew the domain.",
  started: (name: string) =>
    `Certificate renewal process has started for ${name}. You will receive an email upon completion of the process.`,
  confirm: (name: string) => `Renew the SSL certificate of ${name}?`,
} as const;

/** One of the four statuses when `value` names it (any case, surrounding or repeated spaces ignored). */
export function parseCertificateStatus(value: unknown): CertificateStatus | null {
  if (typeof value !== "string") return null;
  const normal = value.trim().replace(/\s+/g, " ").toUpperCase();
  return CERTIFICATE_STATUSES.find((s) => s === normal) ?? null;
}

/** Days remaining as a finite number, or null when there is no certificate (NO SSL, blank, non-numeric). */
export function sslDays(value: SslDaysRemaining | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === "") return null;
  const days = Number(text);
  return Number.isFinite(days) ? days : null;
}

/** NO SSL without a certificate; EXPIRED at 0 days or fewer; RENEW under 30; VALID from 30.
 * A `state` naming one of the four statuses overrides the computed one. */
export function certificateStatus(data: {
  sslDaysRemaining?: number | string | null;
  state?: string | null;
}): CertificateStatus {
  const override = parseCertificateStatus(data.state);
  if (override) return override;
  const days = sslDays(data.sslDaysRemaining);
  if (days === null) return "NO SSL";
  if (days <= 0) return "EXPIRED";
  if (days < SSL_RENEW_THRESHOLD_DAYS) return "RENEW";
  return "VALID";
}

/** The status the upstream's `state` sets in place of the day count's, when the two differ (a
 * certificate revoked early reads EXPIRED with days still on it); null when they agree or no
 * state is sent. Shown beside the days, so a row never reads EXPIRED beside 120 days unexplained. */
export function upstreamStatus(data: { sslDaysRemaining?: number | string | null; state?: string | null }): CertificateStatus | null {
  const override = parseCertificateStatus(data.state);
  if (!override) return null;
  return override === certificateStatus({ sslDaysRemaining: data.sslDaysRemaining }) ? null : override;
}

/** Renewal is allowed only for RENEW or EXPIRED; otherwise show SSL_MESSAGES.notNecessary. */
export function canRenewSsl(status: CertificateStatus): boolean {
  return status === "RENEW" || status === "EXPIRED";
}
