// Step 10: the call goes upstream with the session's token; the answer is relayed (JSON checked
// against the contract), the session cookie follows what the call changed, and the hooks that
// earlier steps registered (attempt counting; the audit trail later) see the outcome.
import type { JWT } from "next-auth/jwt";
import { api } from "@/lib/contract";
import { clearSession, writeSession } from "@/lib/auth/sessionToken";
import { callUpstream } from "@/lib/upstream/callUpstream";
import { SessionEndedError, UpstreamTimeoutError, UpstreamUnavailableError } from "@/lib/upstream/errors";
import { required, type BffContext, type BffStep } from "../context";
import { relay } from "../relay";
import { bffError } from "../respond";
import { isValidated } from "../twoFactorAnswer";

async function forward(ctx: BffContext): Promise<{ response: Response; data?: unknown }> {
  const endpoint = required(ctx.endpoint, "endpoint");
  const input = required(ctx.input, "input");
  const session = required(ctx.session ?? undefined, "session") as JWT;
  const creds = { sid: session.sid, accessToken: session.accessToken, refreshToken: session.refreshToken };
  try {
    const upstream = await callUpstream({ endpoint, params: ctx.params, query: input.query, body: input.forward, signal: ctx.req.signal }, creds);
    const { response, data } = await relay(endpoint, upstream.response);

    // Session effects: a passed code completes sign-in; a finished enrolment ends the half
    // session so the user signs in again with the new code; a refresh rewrites the cookie.
    if (endpoint === api.otpSetupStepTwo && isValidated(data)) {
      clearSession(response);
      await callUpstream({ endpoint: api.logout }, { ...creds, accessToken: upstream.refreshedToken ?? creds.accessToken }).catch(() => undefined);
      return { response, data };
    }
    const verified = endpoint === api.otpValidate && isValidated(data);
    if (verified || upstream.refreshedToken) {
      await writeSession(response, {
        ...session,
        accessToken: upstream.refreshedToken ?? session.accessToken,
        twoFactorVerified: session.twoFactorVerified || verified,
      });
    }
    return { response, data };
  } catch (err) {
    if (err instanceof SessionEndedError) {
      const res = bffError(401, err.message);
      clearSession(res);
      return { response: res };
    }
    if (err instanceof UpstreamTimeoutError) return { response: bffError(504, err.message) };
    if (err instanceof UpstreamUnavailableError) return { response: bffError(502, err.message) };
    if (ctx.req.signal.aborted) return { response: bffError(499, "The request was cancelled.") };
    console.error("BFF failure", endpoint.id, err);
    return { response: bffError(500, "The console could not complete the request.") };
  }
}

export const forwardUpstream: BffStep = {
  name: "forward",
  async run(ctx) {
    const { response, data } = await forward(ctx);
    for (const hook of ctx.after) await hook({ status: response.status, data });
    return response;
  },
};
