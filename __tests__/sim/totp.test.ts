// RFC 6238 appendix B vectors (SHA-1) and the ±1 step window the sign-in accepts.
import { base32Decode, base32Encode, totp, verifyTotp } from "@/lib/sim/auth/totp";
import { SEED_TOTP_SECRETS } from "@/lib/sim";

const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890", "ascii"));

describe("TOTP (RFC 6238)", () => {
  it("encodes the RFC secret in base32 as authenticator apps expect", () => {
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(RFC_SECRET).toString("ascii")).toBe("12345678901234567890");
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq").toString("ascii")).toBe("12345678901234567890");
  });

  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("at T=%i s gives %s (8 digits) and its last 6 digits by default", (seconds, expected) => {
    expect(totp(RFC_SECRET, seconds * 1000, { digits: 8 })).toBe(expected);
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(expected.slice(2));
  });

  it("accepts the previous and next 30 s step but not two steps away", () => {
    const now = 1_700_000_000_000;
    const at = (step: number) => totp(RFC_SECRET, now + step * 30_000);
    expect(verifyTotp(RFC_SECRET, at(0), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(-1), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, at(1), now)).toBe(true);
    if (at(2) !== at(0) && at(2) !== at(1) && at(2) !== at(-1)) expect(verifyTotp(RFC_SECRET, at(2), now)).toBe(false);
    if (at(-2) !== at(0) && at(-2) !== at(1) && at(-2) !== at(-1)) expect(verifyTotp(RFC_SECRET, at(-2), now)).toBe(false);
  });

  it("rejects malformed codes", () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(RFC_SECRET, "", now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, "12345", now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, "abcdef", now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, `${totp(RFC_SECRET, now)}0`, now)).toBe(false);
  });

  it("gives the seeded accounts valid 160-bit secrets", () => {
    for (const secret of Object.values(SEED_TOTP_SECRETS)) {
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(base32Decode(secret)).toHaveLength(20);
    }
  });
});
