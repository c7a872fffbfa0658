// The largest request body the BFF reads (BFF_MAX_BODY_MB, default 100): an upload is read
// whole before it is validated and forwarded, so a declared size above this is refused with
// 413 before a byte of it is read, rather than held in the console's memory.
const DEFAULT_MAX_BODY_MB = 100;

export function maxBodyBytes(): number {
  const mb = Number(process.env.BFF_MAX_BODY_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_BODY_MB) * 1_000_000;
}

/** The message when a declared body is too large, or null when it may be read. */
export function bodyTooLarge(contentLength: string | null): string | null {
  const declared = Number(contentLength);
  const limit = maxBodyBytes();
  if (!contentLength || !Number.isFinite(declared) || declared <= limit) return null;
  return `The request is larger than the console accepts (${limit / 1_000_000} MB).`;
}
