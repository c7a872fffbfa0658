// The BFF's calls handed straight to the route handler Next.js built for them, without passing
// through Next.js's router. On a two-core machine that router costs about 2.5 ms per request
// before a route handler runs (URL normalisation, request metadata, the request store, tracing):
// more than the BFF's whole budget (docs/performance.md: under 1.5 ms over the upstream's own time).
//
// The handler is the built route module's own (`.next/server/app/api/v1/[...path]/route.js`,
// the same module instance Next.js loads, so the same state: attempt limits, the list's
// hand-over, the audit recorder), and it does every check itself: session, two-factor state,
// role, Origin, input. What Next.js's router would add is added here the same way: the security
// headers the config gives /api/* (read from the build's routes manifest), the x-forwarded-*
// request headers, gzip for answers worth it. Any address Next.js would treat specially (a
// percent-escape in the path, which proxy.ts checks; a trailing or doubled slash; a dot segment;
// another method) goes through Next.js's router, and so does everything when the build does not
// have the expected shape.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";

const METHODS = new Set(["GET", "POST", "PUT", "DELETE"]);
// One or more plain segments under /api/v1: no percent-escape, no empty segment, no dot segment.
const PLAIN_PATH = /^\/api\/v1(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)+$/;
// Answers from 64 kB up are compressed (the whole list: megabytes, a tenth of that gzipped), off
// the event loop. Below that it saves no round trip on a warm connection (a window already holds
// it) and costs both ends more than it saves: 1.7 ms at p50 for an 18 kB list on a two-core machine.
const GZIP_MIN_BYTES = 64 * 1024;
/** The symbol lib/upstream/heldBytes.ts marks a response's bytes with. */
const HELD_BYTES = Symbol.for("lms-ops-console.held-bytes");

/** Whether a request goes straight to the BFF's handler (the rest goes through Next.js). */
export function takesFastPath(method, url) {
  if (!METHODS.has(method) || typeof url !== "string") return false;
  const query = url.indexOf("?");
  return PLAIN_PATH.test(query === -1 ? url : url.slice(0, query));
}

/** The headers next.config.ts gives `/api/*` answers, as the build recorded them; null if absent. */
export function apiHeadersOf(routesManifest) {
  const rule = routesManifest?.headers?.find((entry) => entry.source === "/api/:path*");
  if (!rule || !Array.isArray(rule.headers)) return null;
  return rule.headers.map(({ key, value }) => [key, value]);
}

/** The request as the route handler would get it from Next.js, with Next.js's x-forwarded-* additions. */
function requestOf(NextRequest, req, res, port) {
  // Pairs, not a Headers object: the request copies them into its own once.
  const headers = [];
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.push([raw[i], raw[i + 1]]);
  const given = req.headers;
  const host = given.host ?? `localhost:${port}`;
  if (given["x-forwarded-host"] === undefined) headers.push(["x-forwarded-host", host]);
  if (given["x-forwarded-port"] === undefined) headers.push(["x-forwarded-port", String(port)]);
  if (given["x-forwarded-proto"] === undefined) headers.push(["x-forwarded-proto", "http"]);
  if (given["x-forwarded-for"] === undefined && req.socket.remoteAddress) headers.push(["x-forwarded-for", req.socket.remoteAddress]);
  // The upstream call stops if the client goes away before its answer (as under Next.js).
  const aborted = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) aborted.abort();
  });
  const withBody = req.method !== "GET";
  return new NextRequest(`http://${host}${req.url}`, {
    method: req.method,
    headers,
    signal: aborted.signal,
    ...(withBody ? { body: Readable.toWeb(req), duplex: "half" } : {}),
  });
}

function readWhole(headers) {
  if (headers.has("content-disposition")) return false;
  const type = headers.get("content-type") ?? "";
  return type.startsWith("application/json") || (type.startsWith("text/") && headers.has("content-length"));
}

function acceptsGzip(req) {
  return /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
}

// The gzip of bytes an answer carries, kept for as long as those bytes are: the answer memo
// (lib/upstream/answerMemo.ts) gives every read of an unchanged list the same bytes, and the whole
// list at 20,000 instances is 6 MB, tens of milliseconds of zlib on a core the server shares.
const gzipOfHeld = new WeakMap();

function gzip(body) {
  return new Promise((resolve, reject) => zlib.gzip(body, (err, out) => (err ? reject(err) : resolve(out))));
}

/** The gzip of `body`; made once for each `held` (the Uint8Array an answer carries), when given. */
export function gzipped(body, held) {
  if (!held) return gzip(body);
  let made = gzipOfHeld.get(held);
  if (!made) {
    made = gzip(body);
    gzipOfHeld.set(held, made);
    made.catch(() => gzipOfHeld.delete(held));
  }
  return made;
}

async function writeAnswer(req, res, answer, securityHeaders) {
  // Names in lower case, as the answer's own: one of them set by the handler replaces the rule's.
  const headers = {};
  for (const [key, value] of securityHeaders) headers[key.toLowerCase()] = value;
  answer.headers.forEach((value, key) => {
    if (key !== "set-cookie") headers[key] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  // The BFF's JSON answers carry their bytes (lib/upstream/heldBytes): written as they are,
  // without making and reading the body's stream. Another JSON answer, or a text one of known
  // size, is read whole; anything else (files, text of unknown length) is passed on as it comes.
  const carried = answer.bodyUsed ? undefined : answer[HELD_BYTES];
  const held = carried instanceof Uint8Array ? carried : undefined;
  if (held || (answer.body && readWhole(answer.headers))) {
    let body = held ? Buffer.from(held.buffer, held.byteOffset, held.byteLength) : Buffer.from(await answer.arrayBuffer());
    if (body.length >= GZIP_MIN_BYTES && acceptsGzip(req)) {
      body = await gzipped(body, held);
      headers["content-encoding"] = "gzip";
      headers.vary = "Accept-Encoding";
    }
    headers["content-length"] = String(body.length);
    res.writeHead(answer.status, headers);
    res.end(body);
    return;
  }
  res.writeHead(answer.status, headers);
  if (!answer.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(answer.body), res);
}

/**
 * The fast path for a built console at `root`, or null (with the reason logged) when the build
 * does not have the route module or the header rule it needs. Call after Next.js's `prepare()`:
 * the route module needs the runtime Next.js sets up.
 */
export async function bffFastPath(root, port) {
  const dist = path.join(root, ".next");
  let handlers;
  let securityHeaders;
  try {
    const require = createRequire(import.meta.url);
    handlers = require(path.join(dist, "server", "app", "api", "v1", "[...path]", "route.js")).routeModule?.userland;
    securityHeaders = apiHeadersOf(JSON.parse(fs.readFileSync(path.join(dist, "routes-manifest.json"), "utf8")));
  } catch (err) {
    console.warn("[server] the BFF goes through Next.js's router:", err instanceof Error ? err.message : err);
    return null;
  }
  if (!handlers || ![...METHODS].every((method) => typeof handlers[method] === "function") || !securityHeaders) {
    console.warn("[server] the BFF goes through Next.js's router: the build's route module or header rule is not as expected");
    return null;
  }
  const { NextRequest } = await import("next/server.js");

  /** Answers the request and returns true, or returns false for Next.js to answer it. */
  return function serve(req, res) {
    if (!takesFastPath(req.method, req.url)) return false;
    (async () => {
      const answer = await handlers[req.method](requestOf(NextRequest, req, res, port));
      await writeAnswer(req, res, answer, securityHeaders);
    })().catch((err) => {
      console.error("[server] BFF call failed:", err);
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json", "cache-control": "no-store", ...Object.fromEntries(securityHeaders) });
        res.end(JSON.stringify({ message: "The console could not complete the request." }));
      } else res.destroy();
    });
    return true;
  };
}
