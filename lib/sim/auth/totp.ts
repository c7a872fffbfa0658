// RFC 6238 time-based one-time passwords (HMAC-SHA1) and RFC 4648 base32, the format
// authenticator apps read from the QR code. No dependency: it is forty lines of crypto.
import { createHmac, randomBytes } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Accepts lower case, spaces and padding, as people paste secrets in every form. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Invalid base32 character "${char}"`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export interface TotpOptions {
  digits?: number;
  periodSeconds?: number;
}

function hotp(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  // Counters pass 2^32 only in the far future, but the RFC vectors go there.
  message.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  message.writeUInt32BE(counter >>> 0, 4);
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(code).padStart(digits, "0");
}

export function totp(secretBase32: string, timeMs: number, options: TotpOptions = {}): string {
  const period = options.periodSeconds ?? 30;
  return hotp(base32Decode(secretBase32), Math.floor(timeMs / 1000 / period), options.digits ?? 6);
}

/** True when `code` matches the step of `timeMs` or one step either side (clock drift). */
export function verifyTotp(secretBase32: string, code: string, timeMs: number, options: TotpOptions & { window?: number } = {}): boolean {
  const digits = options.digits ?? 6;
  const candidate = code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${digits}}$`).test(candidate)) return false;
  const period = options.periodSeconds ?? 30;
  const key = base32Decode(secretBase32);
  const step = Math.floor(timeMs / 1000 / period);
  const window = options.window ?? 1;
  for (let delta = -window; delta <= window; delta++) {
    if (step + delta >= 0 && hotp(key, step + delta, digits) === candidate) return true;
  }
  return false;
}

/** A fresh 160-bit secret, the size RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}
