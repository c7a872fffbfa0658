// The console's server, as every script starts it (scripts/lib/serverArgs.mjs) and as `npm run dev`
// does (--dev): Next.js serves the pages, its assets and its own routes as `next start` (or
// `next dev`, with hot reloading) would (same request handler, compression, proxy.ts), and in
// production the BFF's calls go straight to their route handler (scripts/lib/bffFastPath.mjs),
// whose dependencies on Next.js's build are checked here first: a build that differs stops the start.
// It listens on HOSTNAME (127.0.0.1 by default) and drains on SIGTERM or SIGINT
// (scripts/lib/shutdown.mjs).
// Usage: node scripts/serve.mjs [--dev] [port]
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bffFastPath, distDirOf } from "./lib/bffFastPath.mjs";
import { observed } from "./lib/observe.mjs";
import { processKey } from "./lib/processKey.mjs";
import { KEEP_ALIVE_TIMEOUT_MS } from "./lib/serverArgs.mjs";
import { addressText, drainOnSignals, listen, listenHost, trackConnections } from "./lib/shutdown.mjs";

const args = process.argv.slice(2);
const dev = args.includes("--dev");
process.env.NODE_ENV = dev ? "development" : "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(args.find((arg) => arg !== "--dev") ?? process.env.PORT ?? 3000);

const { default: next } = await import("next");
const app = next({ dev, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
// In development Next.js compiles each route when first asked and replaces it as its sources
// change, so there is no built route module to hand the BFF's calls to: they go through its router.
let distDir;
let bff = null;
try {
  distDir = distDirOf(app, root);
  if (!dev) bff = await bffFastPath({ distDir, port });
} catch (err) {
  console.error(`[server] ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

// Each request checked before anything reads it (lib/security/requestGuard.ts, installed by
// instrumentation.ts: method, Host, escapes, a bounded body; the security headers of every answer).
const guard = globalThis[processKey("request-guard")];
if (!guard) {
  console.error("[server] instrumentation.ts did not install lib/security's request guard: the build is older than this server");
  process.exit(1);
}
const serve = (req, res) => {
  if (bff?.(req, res)) return;
  handle(req, res);
};
// Each request measured and logged, /metrics answered (lib/observe, through scripts/lib/observe.mjs).
const server = http.createServer(observed((req, res) => guard.guard(req, res, serve), distDir));
// Idle keep-alive connections stay open longer than a balancer's own idle timeout (serverArgs.mjs).
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
const tracked = trackConnections(server);
const host = listenHost();
await listen(server, port, host);
console.log(`Console ready on ${addressText(host, port)}${dev ? " (development)" : ""}`);
drainOnSignals(server, tracked);
