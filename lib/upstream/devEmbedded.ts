// What the console's dev routes (lib/routes/dev) ask of the embedded upstream: a freshly seeded
// world, one call answered 503 once, every access token expired, its request log, a finished
// backup's file. lib/upstream is
// the one folder that reaches lib/sim; the routes check first that the embedded upstream is the
// one in use (lib/upstream/devMode).
import "server-only";
import { getEmbeddedSim, resetEmbeddedSim } from "@/lib/sim";

export function resetEmbeddedUpstream(): Promise<void> {
  return resetEmbeddedSim();
}

/** `body` is {endpoint, id}: that call fails once. */
export function failNextEmbeddedCall(body: string): Promise<Response> {
  return getEmbeddedSim().handle(new Request("http://embedded.sim/__sim/fail-next", { method: "POST", headers: { "content-type": "application/json" }, body }));
}

/** Every access token the embedded upstream gave stops working; refresh credentials still do. */
export function expireEmbeddedAccessTokens(): Promise<Response> {
  return getEmbeddedSim().handle(new Request("http://embedded.sim/__sim/expire-tokens", { method: "POST" }));
}

export function embeddedUpstreamLog(): Promise<Response> {
  return getEmbeddedSim().handle(new Request("http://embedded.sim/__sim/log"));
}

/** The file of a signed backup link; the simulator checks the signature and expiry. */
export function embeddedBackup(fileUniqueId: string, query: URLSearchParams): Response {
  return getEmbeddedSim().downloadBackup(fileUniqueId, query);
}
