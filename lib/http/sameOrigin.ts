// Mutating calls must come from the console's own pages: their Origin header must be the
// console's origin — as the browser reached it (Host), as NEXTAUTH_URL names it, or, only when
// TRUST_PROXY=1, as a proxy in front reports it (X-Forwarded-Host/-Proto, which clients can forge).
import type { NextRequest } from "next/server";
import { config } from "@/lib/config";

export function isSameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const allowed = new Set<string>([req.nextUrl.origin]);
  const proto = req.nextUrl.protocol.replace(":", "");
  const host = req.headers.get("host");
  if (host) allowed.add(`${proto}://${host}`);
  const { server } = config();
  if (server.trustProxy) {
    const forwardedHost = req.headers.get("x-forwarded-host");
    const forwardedProto = req.headers.get("x-forwarded-proto") ?? proto;
    if (forwardedHost) allowed.add(`${forwardedProto}://${forwardedHost}`);
  }
  if (server.origin) allowed.add(server.origin);
  return allowed.has(origin);
}
