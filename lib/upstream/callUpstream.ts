// The single way the console's server talks to the upstream: builds the request from
// a contract entry, adds the bearer token, and on a 401 refreshes once and retries.
import "server-only";
import { buildPath, type Endpoint } from "@/lib/contract";
import { api } from "@/lib/contract";
import type { SessionCredentials } from "@/lib/session/credentials";
import { currentToken, refreshAfter401 } from "./tokenRefresh";
import { sendUpstream } from "./transport";
import { REQUEST_ID_HEADER } from "@/lib/http/headerNames";

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

/** Asks the upstream for a new access token; null when the refresh credential is refused. */
export async function refreshAccessToken(refreshToken: string | null): Promise<string | null> {
  if (!refreshToken) return null;
  const res = await sendUpstream(api.refreshToken.path, {
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
  if (!creds) return { response: await sendUpstream(path, requestInit(call, null), timing), refreshedToken: null };

  const token = await currentToken(creds);
  const first = await sendUpstream(path, requestInit(call, token), timing);
  if (first.status !== 401) return { response: first, refreshedToken: token === creds.accessToken ? null : token };

  await first.body?.cancel();
  const fresh = await refreshAfter401(creds, token, refreshAccessToken);
  return { response: await sendUpstream(path, requestInit(call, fresh), timing), refreshedToken: fresh };
}
