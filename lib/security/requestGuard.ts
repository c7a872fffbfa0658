// What the console's server checks on every request before Next.js or the BFF's fast path sees
// it (scripts/serve.mjs; instrumentation.ts installs the guard, one per process): a method it
// serves (TRACE and the like: 405), a Host that is a host name or address with an optional
// port and nothing else (400: the fast path and Next.js build the request's URL from it), a
// path whose percent-escapes decode (400), and a body within its bound before anything reads
// it (413). Every answer, the guard's and everyone else's, leaves with the security headers:
// those a handler did not set are added as the head is written (a 404 of a static file too).
//
// Bodies outside /api/v1 (whose handler reads within its own limits, lib/http/bodyLimit) are
// held by the guard until they are whole: a declared length over the bound is refused before a
// byte is read, and a chunked one is refused as soon as it passes the bound, its bytes dropped.
// Only a body within the bound reaches the route (next-auth's sign-in reads what it is given).
import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { config } from "@/lib/config";
import { MESSAGES } from "@/lib/http/messages";
import { tooLargeMessage } from "@/lib/http/bodyLimit";
import { processSingleton } from "@/lib/process/singleton";
import { baseSecurityHeaders, NON_PAGE_CONTENT_SECURITY_POLICY } from "./headers";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The methods the console serves; anything else is 405. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const SERVED = new Set<string>(SERVED_METHODS);

/** next-auth's forms (sign-in, sign-out, CSRF): a user name, a password, a token or two. */
export const AUTH_MAX_BODY_BYTES = 16_000;

/** A host name (letters, digits, hyphens, dots) or a bracketed IPv6 address, then an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

export const GUARD_MESSAGES = {
  method: "The console does not serve this method.",
  host: "The request's Host header is not a host name.",
  malformedUrl: MESSAGES.malformedUrl,
} as const;

/** Whether `host` (a Host header) is a host and optional port, and nothing more. */
export function isValidHost(host: string | undefined): boolean {
  return typeof host === "string" && host.length <= 260 && HOST.test(host);
}

/** Whether every percent-escape of the request target's path decodes. */
export function escapesDecode(url: string): boolean {
  const query = url.indexOf("?");
  try {
    decodeURIComponent(query === -1 ? url : url.slice(0, query));
    return true;
  } catch {
    return false;
  }
}

/** The bound on a request's body, or null where the route reads within its own (the BFF). */
export function bodyBound(url: string): number | null {
  const path = url.split("?", 1)[0];
  if (path.startsWith("/api/v1/") || path === "/api/v1") return null;
  if (path.startsWith("/api/auth/") || path === "/api/auth") return AUTH_MAX_BODY_BYTES;
  return config().bodies.maxJsonMb * 1_000_000;
}

/** The security headers a handler did not set, added as the head is written. */
function withSecurityHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const given = args.find((arg): arg is Record<string, unknown> => typeof arg === "object" && arg !== null && !Array.isArray(arg));
    const has = (name: string) => this.hasHeader(name) || (given !== undefined && Object.keys(given).some((key) => key.toLowerCase() === name.toLowerCase()));
    if (!this.headersSent) {
      const https = config().server.https;
      for (const [name, value] of Object.entries(baseSecurityHeaders(https))) if (!has(name)) this.setHeader(name, value);
      if (!has("content-security-policy")) this.setHeader("Content-Security-Policy", NON_PAGE_CONTENT_SECURITY_POLICY);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** The guard's own answer; the connection closes after it when a body is left unread. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}, close = false): void {
  if (res.headersSent) {
    req.socket?.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    "x-console-refusal": "gate",
    ...(close ? { connection: "close" } : {}),
    ...extra,
  });
  if (close) lingerThenClose(req);
  res.end(body);
}

/** How long a refused body is still read (and dropped) after the answer. */
const LINGER_MS = 2_000;

/** Closes the connection after an answer that left a body unread. Closing at once with the
 * client's data still arriving resets the connection, and a reset can reach the client before
 * the answer it was sent after, so the client sees "connection reset" instead of the 413: the
 * server's own close after a `connection: close` answer is replaced by a half-close, and the rest
 * of the body is read and dropped for a moment (as nginx's lingering close does) while the client
 * reads the answer and stops sending. */
function lingerThenClose(req: IncomingMessage): void {
  const socket = req.socket;
  if (!socket || socket.destroyed) return;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  req.resume();
  socket.resume();
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** Holds the body until it is whole and within `limit`, then hands the request on; past the
 * limit the rest is dropped as it arrives and the answer is 413. */
function holdBody(req: IncomingMessage, res: ServerResponse, limit: number, next: () => void): void {
  const push = req.push;
  const held: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.push = function (chunk: unknown, encoding?: BufferEncoding): boolean {
    if (refused) return true;
    if (chunk === null) {
      req.push = push;
      for (const part of held) push.call(req, part);
      push.call(req, null);
      next();
      return false;
    }
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
    size += part.byteLength;
    if (size > limit) {
      refused = true;
      held.length = 0;
      refuse(req, res, 413, tooLargeMessage(limit), {}, true);
      return true;
    }
    held.push(part);
    return true;
  };
}

/** Checks the request; hands it to `handler` when it passes (once its body, if bounded, is whole). */
export function guardRequest(req: IncomingMessage, res: ServerResponse, handler: Handler): void {
  withSecurityHeaders(res);
  const method = req.method ?? "";
  if (!SERVED.has(method)) return refuse(req, res, 405, GUARD_MESSAGES.method, { allow: SERVED_METHODS.join(", ") }, hasBody(req));
  if (!isValidHost(req.headers.host)) return refuse(req, res, 400, GUARD_MESSAGES.host, {}, hasBody(req));
  const url = req.url ?? "/";
  if (!escapesDecode(url)) return refuse(req, res, 400, GUARD_MESSAGES.malformedUrl, {}, hasBody(req));
  const limit = bodyBound(url);
  if (limit === null || !hasBody(req)) return handler(req, res);
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return refuse(req, res, 413, tooLargeMessage(limit), {}, true);
  // The handler runs in this request's context (its facts, its id), not the socket's.
  holdBody(req, res, limit, AsyncResource.bind(() => handler(req, res)));
}

/** What scripts/serve.mjs finds on globalThis. */
export interface RequestGuard {
  guard(req: IncomingMessage, res: ServerResponse, handler: Handler): void;
}

/** The process's guard, where the console's server finds it: globalThis under
 * Symbol.for("lms-ops-console.request-guard") (lib/process). */
export function installRequestGuard(): RequestGuard {
  return processSingleton<RequestGuard>("request-guard", () => ({ guard: guardRequest }));
}
