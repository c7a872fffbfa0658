// RFC 6238 time-based one-time passwords (HMAC-SHA1, 6 digits, 30 s) and RFC 4648 base32,
// the format authenticator apps read from the QR code, through the `otpauth` library.
import { Secret, TOTP } from "otpauth";

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of the current one that verification accepts (clock drift). */
export const TOTP_WINDOW = 1;

export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** Accepts lower case, spaces, dashes and padding, as people paste secrets in every form. */
export function base32Decode(text: string): Buffer {
  return Buffer.from(Secret.fromBase32(text.toUpperCase().replace(/[\s=-]/g, "")).bytes);
}

export interface TotpOptions {
  digits?: number;
  periodSeconds?: number;
}

function generator(secretBase32: string, options: TotpOptions, label?: string, issuer?: string): TOTP {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32.toUpperCase().replace(/[\s=-]/g, "")),
    algorithm: "SHA1",
    digits: options.digits ?? TOTP_DIGITS,
    period: options.periodSeconds ?? TOTP_PERIOD_SECONDS,
    ...(label === undefined ? {} : { label }),
    ...(issuer === undefined ? {} : { issuer }),
  });
}

/** The time step (counter) a moment falls in. */
export function totpStep(timeMs: number, options: TotpOptions = {}): number {
  return TOTP.counter({ period: options.periodSeconds ?? TOTP_PERIOD_SECONDS, timestamp: timeMs });
}

export function totp(secretBase32: string, timeMs: number, options: TotpOptions = {}): string {
  return generator(secretBase32, options).generate({ timestamp: timeMs });
}

/** The step `code` belongs to when it matches the step of `timeMs` or one within `window`
 * either side, else null. Callers that refuse replays remember the step. */
export function matchTotp(secretBase32: string, code: string, timeMs: number, options: TotpOptions & { window?: number } = {}): number | null {
  const digits = options.digits ?? TOTP_DIGITS;
  const candidate = code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(candidate)) return null;
  const delta = generator(secretBase32, options).validate({ token: candidate, timestamp: timeMs, window: options.window ?? TOTP_WINDOW });
  return delta === null ? null : totpStep(timeMs, options) + delta;
}

/** True when `code` matches the step of `timeMs` or one step either side (clock drift). */
export function verifyTotp(secretBase32: string, code: string, timeMs: number, options: TotpOptions & { window?: number } = {}): boolean {
  return matchTotp(secretBase32, code, timeMs, options) !== null;
}

/** The Google Authenticator key URI (`otpauth://totp/…`) of a secret. */
export function totpKeyUri(secretBase32: string, label: string, issuer: string): string {
  return generator(secretBase32, {}, label, issuer).toString();
}

/** A fresh 160-bit secret, the size RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}
