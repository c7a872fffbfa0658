// The BFF's calls handed straight to the route handler Next.js built for them, without passing
// through Next.js's router. On a two-core machine that router costs about 2.5 ms per request
// before a route handler runs (URL normalisation, request metadata, the request store, tracing):
// more than the BFF's whole budget (docs/performance.md: under 1.5 ms over the upstream's own time).
//
// The handler is the built route module's own (`<distDir>/server/app/api/v1/[...path]/route.js`,
// the same module instance Next.js loads), and it does every check itself: session, two-factor
// state, role, Origin, input, and it sets the security headers of its answers (lib/security, as
// the request is served). What Next.js's router would add is added here the same way: the
// x-forwarded-* request headers and gzip for answers worth it. Any address Next.js would treat
// specially (a percent-escape in the path, which proxy.ts checks; a trailing or doubled slash; a
// dot segment; another method) goes through Next.js's router.
//
// What this relies on in Next.js's build is not a documented interface, so it is checked as the
// server starts (checkedBuild): where the build differs, the start stops with what to re-check
// (docs/architecture.md, "A Next.js upgrade"), rather than quietly serving through the router.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { processKey } from "./processKey.mjs";

const METHODS = ["GET", "POST", "PUT", "DELETE"];
const METHOD_SET = new Set(METHODS);
// One or more plain segments under /api/v1: no percent-escape, no empty segment, no dot segment.
const PLAIN_PATH = /^\/api\/v1(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)+$/;
// Answers from 64 kB up are compressed (the whole list: megabytes, a tenth of that gzipped), off
// the event loop. Below that it saves no round trip on a warm connection (a window already holds
// it) and costs both ends more than it saves: 1.7 ms at p50 for an 18 kB list on a two-core machine.
const GZIP_MIN_BYTES = 64 * 1024;
/** The symbol lib/upstream/heldBytes.ts marks a response's bytes with (lib/process's key "held-bytes"). */
const HELD_BYTES = processKey("held-bytes");
/** Where the fast path counts the calls it served (lib/process's key "bff-fast-path"; GET /api/dev/fast-path reads it). */
const SERVED = processKey("bff-fast-path");
/** Addresses the fast path takes: nothing in the build may treat them specially. */
const PLAIN_SAMPLES = ["/api/v1/instances", "/api/v1/instances/i-0abc/data", "/api/v1/user"];
/** An address proxy.ts must see (its malformed-escape check): proves its matchers were found. */
const ESCAPED_SAMPLE = "/api/v1/instances/%zz";

/** The build does not have the shape the fast path relies on; the message says what to re-check. */
export class FastPathMismatch extends Error {
  constructor(problem) {
    super(
      `The console's server cannot hand the BFF's calls to their route handler: ${problem}. ` +
        "Next.js's build is not what scripts/lib/bffFastPath.mjs expects (after a Next.js upgrade, re-check it as docs/architecture.md says under \"A Next.js upgrade\").",
    );
    this.name = "FastPathMismatch";
  }
}

/** Whether a request goes straight to the BFF's handler (the rest goes through Next.js). */
export function takesFastPath(method, url) {
  if (!METHOD_SET.has(method) || typeof url !== "string") return false;
  const query = url.indexOf("?");
  return PLAIN_PATH.test(query === -1 ? url : url.slice(0, query));
}

function readJson(file, what) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    throw new FastPathMismatch(`${what} (${file}) is missing`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new FastPathMismatch(`${what} (${file}) is not JSON`);
  }
}

function regexOf(source, where) {
  if (typeof source !== "string") throw new FastPathMismatch(`${where} has a rule without a regular expression`);
  try {
    return new RegExp(source);
  } catch {
    throw new FastPathMismatch(`${where} has a rule whose regular expression does not compile: ${source}`);
  }
}

/** The rules of the routes manifest that Next.js's router applies before a route handler runs:
 * none may apply to an address the fast path takes, or the fast path would skip it. */
export function checkRoutesManifest(manifest) {
  const where = "the routes manifest";
  if (typeof manifest !== "object" || manifest === null) throw new FastPathMismatch(`${where} is not an object`);
  if (manifest.basePath !== "") throw new FastPathMismatch(`${where} has a basePath (${JSON.stringify(manifest.basePath)}): the fast path takes /api/v1 at the root`);
  if (manifest.i18n) throw new FastPathMismatch(`${where} has locales (i18n): the fast path knows no locale prefix`);
  const rewrites = manifest.rewrites;
  const rewriteRules = Array.isArray(rewrites) ? rewrites : rewrites && typeof rewrites === "object" ? [rewrites.beforeFiles, rewrites.afterFiles, rewrites.fallback] : null;
  const lists = { headers: manifest.headers, redirects: manifest.redirects };
  if (!rewriteRules) throw new FastPathMismatch(`${where} has no rewrites list`);
  rewriteRules.forEach((list, i) => (lists[`rewrites[${i}]`] = list));
  for (const [name, list] of Object.entries(lists)) {
    if (!Array.isArray(list)) throw new FastPathMismatch(`${where} has no ${name} list`);
    for (const rule of list) {
      const regex = regexOf(rule?.regex, `${where}'s ${name}`);
      const hit = PLAIN_SAMPLES.find((sample) => regex.test(sample));
      if (hit) throw new FastPathMismatch(`${where}'s ${name} rule ${JSON.stringify(rule.source)} applies to ${hit}, which the fast path serves without Next.js's router (set the BFF's headers in lib/bff, not in next.config.ts)`);
    }
  }
}

/** The matchers Next.js recorded for proxy.ts (Node.js runtime: functions-config-manifest; Edge: middleware-manifest). */
export function proxyMatchers(functionsConfig, middlewareManifest) {
  const matchers = [];
  const nodeProxy = functionsConfig?.functions?.["/_middleware"];
  if (nodeProxy) matchers.push(...(Array.isArray(nodeProxy.matchers) ? nodeProxy.matchers : []));
  for (const entry of Object.values(middlewareManifest?.middleware ?? {})) matchers.push(...(Array.isArray(entry?.matchers) ? entry.matchers : []));
  return matchers;
}

/** proxy.ts must see the BFF's escaped addresses (which the fast path leaves to Next.js) and none of the plain ones (which it serves). */
export function checkProxyMatchers(matchers) {
  const where = "proxy.ts's matchers in the build";
  if (matchers.length === 0) throw new FastPathMismatch(`${where} were not found (server/functions-config-manifest.json, server/middleware-manifest.json)`);
  const regexes = matchers.map((matcher) => regexOf(matcher?.regexp, where));
  const hit = PLAIN_SAMPLES.find((sample) => regexes.some((regex) => regex.test(sample)));
  if (hit) throw new FastPathMismatch(`${where} take ${hit}, which the fast path serves without running proxy.ts`);
  if (!regexes.some((regex) => regex.test(ESCAPED_SAMPLE))) throw new FastPathMismatch(`${where} do not take ${ESCAPED_SAMPLE}, whose malformed escape proxy.ts answers`);
}

/** The BFF's handlers, by method, from the route module Next.js built for /api/v1/[...path]. */
export async function routeHandlers(distDir) {
  const file = path.join(distDir, "server", "app", "api", "v1", "[...path]", "route.js");
  if (!fs.existsSync(file)) throw new FastPathMismatch(`the build has no route module at ${file}`);
  const require = createRequire(import.meta.url);
  const routeModule = require(file).routeModule;
  if (typeof routeModule !== "object" || routeModule === null) throw new FastPathMismatch(`${file} exports no routeModule`);
  // A route module may load its code lazily (top-level await): Next.js waits for it the same way.
  if (typeof routeModule.ensureUserland === "function") await routeModule.ensureUserland();
  const userland = routeModule.userland;
  const missing = METHODS.filter((method) => typeof userland?.[method] !== "function");
  if (missing.length > 0) throw new FastPathMismatch(`${file}'s routeModule.userland has no ${missing.join(", ")} handler`);
  return Object.fromEntries(METHODS.map((method) => [method, userland[method]]));
}

/** Everything the fast path relies on in the build at `distDir`, checked; its handlers. */
export async function checkedBuild(distDir) {
  if (typeof distDir !== "string" || !path.isAbsolute(distDir)) throw new FastPathMismatch(`the build directory from Next.js's configuration is not an absolute path (${String(distDir)})`);
  checkRoutesManifest(readJson(path.join(distDir, "routes-manifest.json"), "the routes manifest"));
  const functionsConfig = fs.existsSync(path.join(distDir, "server", "functions-config-manifest.json"))
    ? readJson(path.join(distDir, "server", "functions-config-manifest.json"), "the functions manifest")
    : null;
  checkProxyMatchers(proxyMatchers(functionsConfig, readJson(path.join(distDir, "server", "middleware-manifest.json"), "the middleware manifest")));
  return routeHandlers(distDir);
}

/** The build directory of the Next.js server `app` for the project at `root`, after prepare():
 * `distDir` of the configuration it loaded (as `next start` reads it), relative to the project. */
export function distDirOf(app, root) {
  const distDir = typeof app?.getInit === "function" ? app.getInit()?.distDir : undefined;
  if (typeof distDir !== "string" || distDir === "") throw new FastPathMismatch("Next.js's prepared server gives no build directory from its configuration (app.getInit().distDir)");
  return path.resolve(root, distDir);
}

// A host name or bracketed IPv6 address and an optional port, nothing else (lib/security/requestGuard.ts
// refuses any other Host before a request gets here; checked again because the URL is built from it).
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** The Host the request's URL is built from: the request's own when it is a host and port and
 * nothing more (a `/`, `#`, `?` or `@` in it would move the URL's path), else null. */
export function urlHost(req, port) {
  const host = req.headers.host;
  if (host === undefined) return `localhost:${port}`;
  return typeof host === "string" && host.length <= 260 && HOST.test(host) ? host : null;
}

/** The request as the route handler would get it from Next.js, with Next.js's x-forwarded-* additions. */
function requestOf(NextRequest, req, res, port, host) {
  // Pairs, not a Headers object: the request copies them into its own once.
  const headers = [];
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.push([raw[i], raw[i + 1]]);
  const given = req.headers;
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
  const url = new URL(`http://${host}${req.url}`);
  // The handler acts on the URL's path: it must be the one the fast path admitted.
  if (url.pathname !== req.url.split("?", 1)[0]) throw new FastPathMismatch(`the URL built for ${JSON.stringify(req.url)} has another path`);
  return new NextRequest(url, {
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

async function writeAnswer(req, res, answer) {
  // The answer's own headers, security headers included (the handler sets them).
  const headers = {};
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
 * The fast path for the build at `distDir` (from Next.js's configuration: distDirOf), once its
 * shape is checked; throws a FastPathMismatch naming what differs. Call after Next.js's
 * `prepare()`: the route module needs the runtime Next.js sets up.
 */
export async function bffFastPath({ distDir, port }) {
  const handlers = await checkedBuild(distDir);
  const { NextRequest } = await import("next/server.js");
  if (typeof NextRequest !== "function") throw new FastPathMismatch("next/server exports no NextRequest");
  const counter = (globalThis[SERVED] ??= { served: 0 });

  /** Answers the request and returns true, or returns false for Next.js to answer it. */
  return function serve(req, res) {
    if (!takesFastPath(req.method, req.url)) return false;
    const host = urlHost(req, port);
    if (host === null) {
      const body = JSON.stringify({ message: "The request's Host header is not a host name." });
      res.writeHead(400, { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "cache-control": "no-store", "x-console-refusal": "gate", connection: "close" });
      res.end(body);
      return true;
    }
    counter.served += 1;
    (async () => {
      const answer = await handlers[req.method](requestOf(NextRequest, req, res, port, host));
      await writeAnswer(req, res, answer);
    })().catch((err) => {
      // The process's JSON logger (lib/observe/logger.ts, one per process), which adds the request id.
      const logs = globalThis[processKey("logs")];
      if (logs) logs.general.error({ err }, "a BFF call failed on the fast path");
      else console.error("[server] BFF call failed:", err);
      // No answer from the handler (whose answers carry the security headers): an empty one,
      // with nothing in it for a header to guard.
      if (!res.headersSent) {
        res.writeHead(500, { "cache-control": "no-store", "content-length": "0" });
        res.end();
      } else res.destroy();
    });
    return true;
  };
}
