// The client's address: with TRUST_PROXY=1, as the proxy in front reports it in forwarded
// headers (which anyone can send, so they are believed only then); otherwise the address of the
// connection itself, which the console's server records for each request (lib/observe's request
// facts) and no header can change.
import { config } from "@/lib/config";
import { currentRequest } from "@/lib/observe/requestFacts";

const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

/** The address a trusted proxy reports; without one, the connection's own. Null when unknown
 * (outside a request the console's server handles): not counted per address. */
export function clientAddress(
  headers: Headers,
  trustProxy: boolean = config().server.trustProxy,
  socketAddress: string | undefined = currentRequest()?.remoteAddress,
): string | null {
  if (trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    const address = forwarded || headers.get("x-real-ip")?.trim() || "";
    return ADDRESS.test(address) ? address : null;
  }
  const address = socketAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") ?? "";
  return ADDRESS.test(address) ? address : null;
}
