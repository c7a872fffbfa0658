// Sends one request to the upstream: over HTTP to UPSTREAM_URL when it is set (node:http for
// the console's own bodies, fetch for a multipart form: httpRequest.ts says why), else to the
// embedded upstream in this process (UPSTREAM_URL and UPSTREAM_TIMEOUT_MS from lib/config).
import "server-only";
import { config } from "@/lib/config";
import { getEmbeddedSim } from "@/lib/sim";
import { UpstreamTimeoutError, UpstreamUnavailableError } from "./errors";
import { httpRequest } from "./httpRequest";

const EMBEDDED_BASE = "http://embedded-upstream.invalid/api/v1";

export function upstreamBase(): string {
  return config().upstream.url ?? EMBEDDED_BASE;
}

export function timeoutMs(): number {
  return config().upstream.timeoutMs;
}

/** How long the console waits for a slow report: longer than the browser's 60 s abort, so the
 * user meets the spec's message rather than the console's own timeout. */
export const REPORT_UPSTREAM_TIMEOUT_MS = 90_000;

/** `path` starts with `/` and may carry a query string. */
export async function sendUpstream(path: string, init: RequestInit, options: { slow?: boolean } = {}): Promise<Response> {
  const base = upstreamBase();
  const ms = options.slow ? Math.max(timeoutMs(), REPORT_UPSTREAM_TIMEOUT_MS) : timeoutMs();
  if (base !== EMBEDDED_BASE && (init.body === undefined || init.body === null || typeof init.body === "string")) {
    try {
      return await httpRequest(base + path, { method: init.method ?? "GET", headers: init.headers, body: init.body ?? undefined, signal: init.signal ?? undefined, timeoutMs: ms });
    } catch (err) {
      if (err instanceof UpstreamTimeoutError || init.signal?.aborted) throw err;
      throw new UpstreamUnavailableError(err);
    }
  }
  const timeout = AbortSignal.timeout(ms);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const withSignal: RequestInit = { ...init, signal, cache: "no-store", redirect: "manual" };
  try {
    if (base === EMBEDDED_BASE) {
      const request = new Request(base + path, withSignal);
      // As a request to a remote upstream travels, what the console had queued runs first
      // (other answers, a page's assets) before the upstream starts on, say, a large list.
      await new Promise((resolve) => setImmediate(resolve));
      // The embedded upstream answers in-process; the race keeps the same timeout semantics as HTTP.
      return await Promise.race([
        getEmbeddedSim().handle(request),
        new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true })),
      ]);
    }
    return await fetch(base + path, withSignal);
  } catch (err) {
    if (timeout.aborted) throw new UpstreamTimeoutError();
    if (init.signal?.aborted) throw err;
    throw new UpstreamUnavailableError(err);
  }
}
