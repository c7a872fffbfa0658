import { canRenewSsl, certificateStatus, SSL_MESSAGES, upstreamStatus, type CertificateStatus } from "@/lib/domain/certificateStatus";

describe("certificateStatus", () => {
  it.each<[number | string | null | undefined, CertificateStatus]>([
    ["NO SSL", "NO SSL"],
    [null, "NO SSL"],
    [undefined, "NO SSL"],
    ["", "NO SSL"],
    ["soon", "NO SSL"],
    [Number.NaN, "NO SSL"],
    [-5, "EXPIRED"],
    [0, "EXPIRED"],
    [1, "RENEW"],
    [29, "RENEW"],
    [29.9, "RENEW"],
    [30, "VALID"],
    [365, "VALID"],
    ["0", "EXPIRED"],
    ["12", "RENEW"],
    [" 45 ", "VALID"],
  ])("days %p read %p", (days, expected) => {
    expect(certificateStatus({ sslDaysRemaining: days })).toBe(expected);
  });

  it("treats a missing field as NO SSL", () => {
    expect(certificateStatus({})).toBe("NO SSL");
  });

  it.each<[string, number | string, CertificateStatus]>([
    ["VALID", 0, "VALID"],
    ["expired", 200, "EXPIRED"],
    ["  renew ", 90, "RENEW"],
    ["no ssl", 90, "NO SSL"],
    ["No SSL", 5, "NO SSL"],
  ])("state %p overrides days %p", (state, days, expected) => {
    expect(certificateStatus({ sslDaysRemaining: days, state })).toBe(expected);
  });

  it.each([null, "", "pending", "active"])("ignores state %p that names no status", (state) => {
    expect(certificateStatus({ sslDaysRemaining: 10, state })).toBe("RENEW");
  });
});

describe("canRenewSsl", () => {
  it.each<[CertificateStatus, boolean]>([
    ["RENEW", true],
    ["EXPIRED", true],
    ["VALID", false],
    ["NO SSL", false],
  ])("%p → %p", (status, expected) => {
    expect(canRenewSsl(status)).toBe(expected);
  });
});

describe("SSL_MESSAGES", () => {
  it("quotes the spec", () => {
    expect(SSL_MESSAGES.notNecessary).toBe("It is not necessary to renew the domain.");
    expect(SSL_MESSAGES.started("acme")).toBe(
      "Certificate renewal process has started for acme. You will receive an email upon completion of the process.",
    );
    expect(SSL_MESSAGES.confirm("acme")).toBe("Renew the SSL certificate of acme?");
  });
});

describe("upstreamStatus", () => {
  it("names the upstream's status where it differs from the day count's", () => {
    expect(upstreamStatus({ sslDaysRemaining: 120, state: "EXPIRED" })).toBe("EXPIRED");
    expect(upstreamStatus({ sslDaysRemaining: 10, state: "valid" })).toBe("VALID");
  });

  it("is null where the two agree or no status is sent", () => {
    expect(upstreamStatus({ sslDaysRemaining: 120, state: "VALID" })).toBeNull();
    expect(upstreamStatus({ sslDaysRemaining: 0, state: "EXPIRED" })).toBeNull();
    expect(upstreamStatus({ sslDaysRemaining: 120 })).toBeNull();
    expect(upstreamStatus({ sslDaysRemaining: 120, state: "running" })).toBeNull();
  });
});
