// The BFF: every browser call to /api/v1/* passes here. Unknown endpoints, missing
// sessions, wrong two-factor state, low roles, cross-origin writes and bad input are
// answered here and never forwarded; the rest goes upstream with the session's token.
import type { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import { api, matchEndpoint, splitPath, type Endpoint } from "@/lib/contract";
import { clearSession, readSession, writeSession } from "@/lib/auth/sessionToken";
import { callUpstream } from "@/lib/upstream/callUpstream";
import { SessionEndedError, UpstreamTimeoutError, UpstreamUnavailableError } from "@/lib/upstream/errors";
import { bodyTooLarge } from "./bodyLimit";
import { gate, roleAllows } from "./gate";
import { readInput } from "./readInput";
import { relay } from "./relay";
import { isSameOrigin } from "./sameOrigin";
import { bffError, MESSAGES } from "./respond";

const PREFIX = "/api/v1";

function isValidated(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { validated?: unknown }).validated === true;
}

async function forward(req: NextRequest, endpoint: Endpoint, params: Record<string, string>, session: JWT) {
  const tooLarge = bodyTooLarge(req.headers.get("content-length"));
  if (tooLarge) return bffError(413, tooLarge);
  const input = await readInput(req, endpoint);
  if (!input.ok) return bffError(400, MESSAGES[input.message], input.fields);
  if (endpoint.roleFor) {
    const byBody = roleAllows(session.role, endpoint.roleFor(input.body));
    if (!byBody.ok) return bffError(byBody.status, byBody.message);
  }

  const creds = { sid: session.sid, accessToken: session.accessToken, refreshToken: session.refreshToken };
  try {
    const upstream = await callUpstream({ endpoint, params, query: input.query, body: input.forward, signal: req.signal }, creds);
    const { response, data } = await relay(endpoint, upstream.response);

    // Session effects: a passed code completes sign-in; a finished enrolment ends the half
    // session so the user signs in again with the new code; a refresh rewrites the cookie.
    if (endpoint === api.otpSetupStepTwo && isValidated(data)) {
      clearSession(response);
      await callUpstream({ endpoint: api.logout }, { ...creds, accessToken: upstream.refreshedToken ?? creds.accessToken }).catch(() => undefined);
      return response;
    }
    const verified = endpoint === api.otpValidate && isValidated(data);
    if (verified || upstream.refreshedToken) {
      await writeSession(response, {
        ...session,
        accessToken: upstream.refreshedToken ?? session.accessToken,
        twoFactorVerified: session.twoFactorVerified || verified,
      });
    }
    return response;
  } catch (err) {
    if (err instanceof SessionEndedError) {
      const res = bffError(401, err.message);
      clearSession(res);
      return res;
    }
    if (err instanceof UpstreamTimeoutError) return bffError(504, err.message);
    if (err instanceof UpstreamUnavailableError) return bffError(502, err.message);
    if (req.signal.aborted) return bffError(499, "The request was cancelled.");
    console.error("BFF failure", endpoint.id, err);
    return bffError(500, "The console could not complete the request.");
  }
}

export async function handleBff(req: NextRequest) {
  // Raw (still encoded) segments: each is decoded once by the matcher.
  const match = matchEndpoint(req.method, splitPath(req.nextUrl.pathname.slice(PREFIX.length)));
  if (!match) return bffError(404, MESSAGES.unknown);
  if (req.method !== "GET" && !isSameOrigin(req)) return bffError(403, MESSAGES.crossOrigin);

  const session = await readSession(req);
  const allowed = gate(match.endpoint, session);
  if (!allowed.ok) return bffError(allowed.status, allowed.message);
  return forward(req, match.endpoint, match.params, session as JWT);
}

