// The single way the console's server talks to the upstream: builds the request from
// a contract entry, adds the bearer token, and on a 401 refreshes once and retries. Every
// request sent is measured by endpoint id and outcome, and noted for the request's log line.
import "server-only";
import { buildPath, type Endpoint } from "@/lib/contract";
import { api } from "@/lib/contract";
import type { SessionCredentials } from "@/lib/session/credentials";
import { currentToken, refreshAfter401 } from "./tokenRefresh";
import { sendUpstream } from "./transport";
import { REQUEST_ID_HEADER } from "@/lib/http/headerNames";
import { consoleMetrics, statusClass } from "@/lib/observe/metrics";
import { noteUpstream } from "@/lib/observe/requestFacts";
import { UpstreamTimeoutError, UpstreamUnavailableError } from "./errors";

export interface UpstreamCall {
  endpoint: Endpoint;
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  /** A JSON value, a FormData for multipart endpoints, or undefined. */
  body?: unknown;
  signal?: AbortSignal;
  /** The console's id of the browser request this call serves (sent as X-Request-Id, and kept in the audit trail). */
  requestId?: string;
}

export interface UpstreamResult {
  response: Response;
  /** Set when the call refreshed the session's access token: the cookie must be rewritten. */
  refreshedToken: string | null;
}

export function upstreamPath(call: Pick<UpstreamCall, "endpoint" | "params" | "query">): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return buildPath(call.endpoint.path, call.params ?? {}) + (qs ? `?${qs}` : "");
}

function requestInit(call: UpstreamCall, token: string | null): RequestInit {
  const headers = new Headers({ accept: "application/json, text/plain;q=0.9, */*;q=0.5" });
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (call.requestId) headers.set(REQUEST_ID_HEADER, call.requestId);
  let body: BodyInit | undefined;
  if (call.body instanceof FormData) body = call.body;
  else if (call.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(call.body);
  }
  return { method: call.endpoint.method, headers, body, signal: call.signal };
}

/** What went wrong with a request that got no answer, as the outcome label. */
function failureOf(err: unknown, signal: AbortSignal | null | undefined): string {
  if (err instanceof UpstreamTimeoutError) return "timeout";
  if (err instanceof UpstreamUnavailableError) return "unavailable";
  return signal?.aborted ? "aborted" : "error";
}

/** sendUpstream, measured: the time until the answer's head, under the endpoint's id. */
async function sendMeasured(endpointId: string, path: string, init: RequestInit, timing?: { slow?: boolean }): Promise<Response> {
  const started = performance.now();
  let outcome = "error";
  try {
    const response = await sendUpstream(path, init, timing);
    outcome = statusClass(response.status);
    noteUpstream(endpointId, response.status);
    return response;
  } catch (err) {
    outcome = failureOf(err, init.signal);
    noteUpstream(endpointId, outcome);
    throw err;
  } finally {
    consoleMetrics().upstreamRequests.observe({ endpoint: endpointId, outcome }, (performance.now() - started) / 1000);
  }
}

/** Asks the upstream for a new access token; null when the refresh credential is refused. */
export async function refreshAccessToken(refreshToken: string | null): Promise<string | null> {
  if (!refreshToken) return null;
  const res = await sendMeasured(api.refreshToken.id, api.refreshToken.path, {
    method: "POST",
    headers: { cookie: `refresh_token=${refreshToken}`, accept: "application/json" },
  });
  if (res.status === 401 || res.status === 403) return null;
  const parsed = api.refreshToken.response.safeParse(await res.json().catch(() => null));
  if (!res.ok || !parsed.success) throw new Error(`Token refresh failed with HTTP ${res.status}`);
  return (parsed.data as { accessToken: string }).accessToken;
}

/** Calls the upstream on behalf of a session (or anonymously when `creds` is null). */
export async function callUpstream(call: UpstreamCall, creds: SessionCredentials | null): Promise<UpstreamResult> {
  const path = upstreamPath(call);
  const timing = { slow: call.endpoint.slow };
  const id = call.endpoint.id;
  if (!creds) return { response: await sendMeasured(id, path, requestInit(call, null), timing), refreshedToken: null };

  const token = await currentToken(creds);
  const first = await sendMeasured(id, path, requestInit(call, token), timing);
  if (first.status !== 401) return { response: first, refreshedToken: token === creds.accessToken ? null : token };

  await first.body?.cancel();
  const fresh = await refreshAfter401(creds, token, refreshAccessToken);
  return { response: await sendMeasured(id, path, requestInit(call, fresh), timing), refreshedToken: fresh };
}
