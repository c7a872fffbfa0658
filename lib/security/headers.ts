// The security headers of every response, in one pure module: pages get them from proxy.ts
// (with a per-request CSP nonce), API answers as they are served (lib/security/apiHeaders.ts:
// the BFF's handler sets them, proxy.ts on the console's other API routes), static files from
// next.config.ts.
// The page policy allows only the console's own scripts (by nonce, and what they load) and
// styles (Emotion's style elements carry the nonce; style attributes are allowed, they cannot
// run script), images from itself and data: URLs (the QR code), and no framing at all.

/** Headers every response carries, whatever it is; `https` (config().server.https) adds HSTS. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** The policy of an HTML page; `nonce` is fresh for each request. */
export function pageContentSecurityPolicy(nonce: string, https: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The policy of everything that is not a page (JSON, files, scripts): nothing may run or frame it. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers of everything that is not a page: the base set and a policy under which nothing runs. */
export function nonPageSecurityHeaders(https: boolean): Record<string, string> {
  return { ...baseSecurityHeaders(https), "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY };
}

/** A fresh nonce: 16 random bytes, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
