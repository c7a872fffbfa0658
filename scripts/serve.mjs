// The console's server, as every script starts it (scripts/lib/serverArgs.mjs): Next.js serves the
// pages, its assets and its own routes as `next start` would (same request handler, compression,
// proxy.ts), and the BFF's calls go straight to their route handler (scripts/lib/bffFastPath.mjs).
// It listens on HOSTNAME (127.0.0.1 by default) and drains on SIGTERM or SIGINT
// (scripts/lib/shutdown.mjs).
// Usage: node scripts/serve.mjs <port>
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bffFastPath } from "./lib/bffFastPath.mjs";
import { KEEP_ALIVE_TIMEOUT_MS } from "./lib/serverArgs.mjs";
import { addressText, drainOnSignals, listen, listenHost, trackConnections } from "./lib/shutdown.mjs";

process.env.NODE_ENV = "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);

const { default: next } = await import("next");
const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
const bff = await bffFastPath(root, port);

const server = http.createServer((req, res) => {
  if (bff?.(req, res)) return;
  handle(req, res);
});
// Idle keep-alive connections stay open longer than a balancer's own idle timeout (serverArgs.mjs).
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
const tracked = trackConnections(server);
const host = listenHost();
await listen(server, port, host);
console.log(`Console ready on ${addressText(host, port)}`);
drainOnSignals(server, tracked);
