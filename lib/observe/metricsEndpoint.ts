// GET /metrics, answered by the console's server before any page gate: the registry in
// Prometheus's text format. Open without a session only to a direct loopback connection (the
// socket's own address; a request that came through a proxy on the same machine names its
// client in a forwarding header and counts as remote), else with `Authorization: Bearer
// $METRICS_TOKEN`, compared in constant time. Nothing the client says can make it loopback.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { config } from "@/lib/config";
import { consoleMetrics } from "./metrics";

export const METRICS_PATH = "/metrics";

/** Headers a proxy adds to name the client it forwards for: their presence means "not local". */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

export type MetricsAccess = { allowed: true } | { allowed: false; status: 401 | 403; message: string };

/** Whether a socket address is this machine's loopback (127.0.0.0/8 or ::1, also IPv4-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/** Equal texts, compared in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Who may read /metrics: a direct loopback connection, or the bearer of METRICS_TOKEN. */
export function metricsAccess(remoteAddress: string | undefined, headers: IncomingHttpHeaders, token: string | null): MetricsAccess {
  const authorization = headers.authorization;
  if (authorization === undefined) {
    const forwarded = FORWARDING_HEADERS.some((name) => headers[name] !== undefined);
    if (isLoopbackAddress(remoteAddress) && !forwarded) return { allowed: true };
    return { allowed: false, status: 401, message: "Metrics need a bearer token from outside this machine." };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (token !== null && match && sameSecret(match[1], token)) return { allowed: true };
  return { allowed: false, status: 403, message: "The metrics token is not valid." };
}

function refuse(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...extra,
  });
  res.end(body);
}

/** Answers a request for /metrics. */
export async function answerMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") return refuse(res, 405, "Metrics are read with GET.", { allow: "GET, HEAD" });
  const access = metricsAccess(req.socket.remoteAddress, req.headers, config().observe.metricsToken);
  if (!access.allowed) return refuse(res, access.status, access.message, access.status === 401 ? { "www-authenticate": 'Bearer realm="metrics"' } : {});
  const { registry } = consoleMetrics();
  const text = await registry.metrics();
  res.writeHead(200, {
    "content-type": registry.contentType,
    "content-length": String(Buffer.byteLength(text)),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : text);
}
