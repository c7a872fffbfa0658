// How every script starts the built console (`npm start`, the e2e and scale suites, the bench,
// the replicas): scripts/serve.mjs on a port (Next.js, with the BFF's calls handed straight to
// their route handler), keeping idle keep-alive connections for 65 s. Node's default (5 s)
// closes a connection a client or a load balancer may be reusing at that very moment, and that
// request then fails with ECONNRESET. A balancer's own idle timeout (nginx 60 s, most cloud
// balancers 60 s) must be the shorter one, so the console never closes first.
import path from "node:path";

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The arguments after `node`: the console's server script under `root`, then the port. */
export function serverArgs(root, port) {
  return [path.join(root, "scripts", "serve.mjs"), String(port)];
}
