// How every script starts the built console (`npm start`, the e2e and scale suites, the bench,
// the replicas): `next start` on a port, keeping idle keep-alive connections for 65 s. Node's
// default (5 s) closes a connection a client or a load balancer may be reusing at that very
// moment, and that request then fails with ECONNRESET. A balancer's own idle timeout (nginx 60 s,
// most cloud balancers 60 s) must be the shorter one, so the console never closes first.
import path from "node:path";

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The arguments after `node`: Next's CLI script under `root`, then `start`. */
export function nextStartArgs(root, port) {
  return [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "--keepAliveTimeout", String(KEEP_ALIVE_TIMEOUT_MS)];
}
