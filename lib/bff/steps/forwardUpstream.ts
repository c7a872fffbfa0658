// Step 16: the call goes upstream with the session's token; the answer is relayed (JSON checked
// against the contract), the session follows what the call changed (the pipeline writes the cookie), and the hooks that
// earlier steps registered (attempt counting; the audit trail later) see the outcome.
import type { JWT } from "next-auth/jwt";
import { api, type Endpoint } from "@/lib/contract";
import { callUpstream } from "@/lib/upstream/callUpstream";
import { takeHandedOffList } from "@/lib/upstream/listHandOff";
import { SessionEndedError, UpstreamTimeoutError, UpstreamUnavailableError } from "@/lib/upstream/errors";
import { required, rewriteSession, type BffContext, type BffStep } from "../context";
import { roleAllows } from "../gate";
import { relay, relayedJson } from "../relay";
import { bffError } from "@/lib/http/respond";
import { logger } from "@/lib/observe/logger";
import { foldReadRole } from "../roleChange";
import { rereadRole, withCurrentUser } from "../sessionRole";
import { isValidated } from "../twoFactorAnswer";

async function forward(ctx: BffContext): Promise<{ response: Response; data?: unknown }> {
  const endpoint = required(ctx.endpoint, "endpoint");
  const input = required(ctx.input, "input");
  const session = required(ctx.session ?? undefined, "session") as JWT;
  const creds = { sid: session.sid, accessToken: session.accessToken, refreshToken: session.refreshToken };
  // The whole list the first paint just fetched for the same sign-in (lib/upstream/listHandOff).
  const handedOff = endpoint === api.listInstances && typeof session.sid === "string" ? takeHandedOffList(session.sid, String(input.query.region)) : null;
  if (handedOff) return relayedJson(handedOff);
  try {
    ctx.forwarded = true;
    const upstream = await callUpstream({ endpoint, params: ctx.params, query: input.query, body: input.forward, signal: ctx.req.signal, requestId: ctx.requestId }, creds);
    const { response, data } = await relay(endpoint, upstream.response);

    // Session effects: a passed code completes sign-in; a finished enrolment ends the half
    // session so the user signs in again with the new code; a refresh rewrites the cookie.
    if (endpoint === api.otpSetupStepTwo && isValidated(data)) {
      ctx.sessionCookie = "clear";
      await callUpstream({ endpoint: api.logout }, { ...creds, accessToken: upstream.refreshedToken ?? creds.accessToken }).catch(() => undefined);
      return { response, data };
    }
    const verified = endpoint === api.otpValidate && isValidated(data);
    if (verified || upstream.refreshedToken) {
      rewriteSession(ctx, {
        ...session,
        accessToken: upstream.refreshedToken ?? session.accessToken,
        twoFactorVerified: session.twoFactorVerified || verified,
        // The sign-in's code counts as a fresh one for the destructive calls (lib/auth/stepUp).
        ...(verified ? { stepUpAt: Date.now() } : {}),
      });
    }
    if (endpoint === api.getUser && session.twoFactorVerified) {
      // The browser asked who it is (every page load and focus): the session learns the answer.
      const current = withCurrentUser(ctx.session ?? session, data);
      if (current && (await foldReadRole(ctx, session, current.jwt, current.changed)) === "ended") return { response: bffError(401, new SessionEndedError().message) };
    }
    if (response.status === 403 && endpoint !== api.getUser && session.twoFactorVerified) return { response: await afterRefusal(ctx, endpoint, response) };
    return { response, data };
  } catch (err) {
    if (err instanceof SessionEndedError) {
      ctx.sessionCookie = "clear";
      return { response: bffError(401, err.message) };
    }
    if (err instanceof UpstreamTimeoutError) return { response: bffError(504, err.message) };
    if (err instanceof UpstreamUnavailableError) return { response: bffError(502, err.message) };
    if (ctx.req.signal.aborted) return { response: bffError(499, "The request was cancelled.") };
    logger().error({ err, endpoint: endpoint.id }, "a BFF call failed");
    return { response: bffError(500, "The console could not complete the request.") };
  }
}

/**
 * The upstream refused a signed-in call: perhaps the user's role changed since the cookie last
 * knew it. The role is read again at once; a demotion ends the session (401). When a raised or
 * unchanged role is below the endpoint's, the refusal becomes the console's own (the session
 * stays); otherwise the upstream's 403 goes back as it came (spec 1 §8: it ends the session).
 */
async function afterRefusal(ctx: BffContext, endpoint: Endpoint, refused: Response): Promise<Response> {
  const session = required(ctx.session ?? undefined, "session") as JWT;
  const result = await rereadRole(session);
  if (result.kind !== "read") return refused;
  if ((await foldReadRole(ctx, session, result.jwt, result.changed)) === "ended") return bffError(401, new SessionEndedError().message);
  const allowed = roleAllows(result.jwt.role, endpoint.minRole);
  return allowed.ok ? refused : bffError(allowed.status, allowed.message);
}

export const forwardUpstream: BffStep = {
  name: "forward",
  async run(ctx) {
    const { response, data } = await forward(ctx);
    for (const hook of ctx.after) await hook({ status: response.status, data });
    return response;
  },
};
