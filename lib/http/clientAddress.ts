// The client's address and the console's own public origin as seen through forwarded headers,
// which anyone can send: they are believed only when TRUST_PROXY=1 says a proxy in front of
// the console sets them (and overwrites what clients send).
import { config } from "@/lib/config";

/** The nearest client address a trusted proxy reports, or null (unknown: not counted per address). */
export function clientAddress(headers: Headers, trustProxy: boolean = config().server.trustProxy): string | null {
  if (!trustProxy) return null;
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const address = forwarded || headers.get("x-real-ip")?.trim() || "";
  return /^[0-9a-fA-F:.]{2,45}$/.test(address) ? address : null;
}
