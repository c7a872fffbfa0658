// The security headers of an API answer, decided as it is served from the running configuration
// (served over HTTPS: HSTS too), not when the build was made. The BFF's handler sets them on its
// every answer, whichever way the call came in (the console's server hands /api/v1 straight to it,
// scripts/lib/bffFastPath.mjs); proxy.ts sets them on the console's other API routes.
import "server-only";
import { config } from "@/lib/config";
import { nonPageSecurityHeaders } from "./headers";

const byScheme = new Map<boolean, readonly [string, string][]>();

/** The headers, by name and value, for the configuration in force now. */
export function apiSecurityHeaders(): readonly [string, string][] {
  const https = config().server.https;
  let headers = byScheme.get(https);
  if (!headers) {
    headers = Object.entries(nonPageSecurityHeaders(https));
    byScheme.set(https, headers);
  }
  return headers;
}

/** `answer` with the API security headers set (a copy when its headers cannot change). */
export function withApiSecurityHeaders(answer: Response): Response {
  const headers = apiSecurityHeaders();
  try {
    for (const [name, value] of headers) answer.headers.set(name, value);
    return answer;
  } catch {
    // A fetch() answer's headers are immutable: the same answer, with headers of its own.
    const copy = new Response(answer.body, answer);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}
