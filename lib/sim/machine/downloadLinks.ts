// Backup download links that cannot be guessed or kept forever: the backup's id and an expiry
// time signed with HMAC-SHA256 under the simulator's own secret (kept in its state, so a
// restart keeps links valid and a reset voids them), like an S3 presigned URL.
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a download link works. */
export const DOWNLOAD_LINK_TTL_MS = 15 * 60_000;

export function signDownload(secret: string, fileUniqueId: string, expires: number): string {
  return createHmac("sha256", secret).update(`backup:${fileUniqueId}:${expires}`).digest("hex");
}

export type DownloadCheck = "ok" | "invalid" | "expired";

/** `expires` is epoch milliseconds as the link carries it. */
export function checkDownload(secret: string, fileUniqueId: string, expires: string | null, signature: string | null, now: number): DownloadCheck {
  if (!expires || !signature || !/^\d{1,16}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) return "invalid";
  const expected = Buffer.from(signDownload(secret, fileUniqueId, Number(expires)), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return "invalid";
  return now <= Number(expires) ? "ok" : "expired";
}
