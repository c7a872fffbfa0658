// POST /api/step-up {code}: a signed-in user gives a fresh two-factor code before a destructive
// call (lib/auth/stepUp). The code is checked by the upstream (its /otp/validate, with the
// session's token, so replays and its own lock apply) and limited like every code step; a good
// one stamps the session (its cookie and its record: lib/session/liveSession), and the call the
// browser holds is sent again.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { api } from "@/lib/contract";
import { consoleApi } from "@/lib/contract/console";
import { recordSessionEvent } from "@/lib/audit/recordSessionEvent";
import { isSameOrigin } from "@/lib/http/sameOrigin";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { attemptLimiter } from "@/lib/security/attemptLimits";
import { clientAddress } from "@/lib/http/clientAddress";
import { SessionEndedError } from "@/lib/upstream/errors";
import { UpstreamHttpError, upstreamJson } from "@/lib/upstream/upstreamJson";
import { clearSession, readSession, writeSession } from "@/lib/session/sessionToken";
import { recordStepUp } from "@/lib/session/liveSession";
import { readJsonBody } from "./consoleInput";

const WRONG_CODE = "The code is not valid.";

/** A code is six digits: anything near this is not one. */
const MAX_BODY_BYTES = 1_000;

async function codeOf(req: NextRequest): Promise<{ ok: true; code: string | null } | { ok: false; res: Response }> {
  const read = await readJsonBody(req, MAX_BODY_BYTES);
  if (!read.ok) return read.res.status === 413 ? read : { ok: true, code: null };
  const body = read.value;
  const parsed = consoleApi.stepUp.body.safeParse(typeof body === "object" && body !== null ? body : {});
  return { ok: true, code: parsed.success ? parsed.data.code : null };
}

export async function handleStepUp(req: NextRequest): Promise<Response> {
  if (!isSameOrigin(req)) return bffError(403, MESSAGES.crossOrigin);
  const session = await readSession(req);
  if (!session?.twoFactorVerified || typeof session.accessToken !== "string") return bffError(401, MESSAGES.signIn);
  const read = await codeOf(req);
  if (!read.ok) return read.res;
  const code = read.code;
  if (code === null) return bffError(400, MESSAGES.invalid, { code: "Enter the 6-digit code from your authenticator app." });

  const account = String(session.username ?? "");
  const address = clientAddress(req.headers);
  const limiter = attemptLimiter();
  // Counted before the upstream sees the code, settled when it answers (lib/security/attemptLimits).
  const attempt = await limiter.reserve("code", account, address);
  if (!attempt.allowed) return bffError(429, attempt.message, undefined, { "retry-after": String(attempt.retryAfterSeconds) });

  const creds = { sid: session.sid, accessToken: session.accessToken, refreshToken: session.refreshToken };
  try {
    const answer = await upstreamJson({ endpoint: api.otpValidate, body: { token: code } }, creds);
    if (!answer.validated) throw new UpstreamHttpError(400, WRONG_CODE, { token: WRONG_CODE });
    await attempt.settle("succeeded");
    const at = Date.now();
    await recordStepUp(session.sid, at);
    await recordSessionEvent({ event: "stepUp", username: account, role: String(session.role ?? ""), status: 200, clientAddress: address });
    const res = NextResponse.json({ success: true }, { headers: { "cache-control": "no-store" } });
    await writeSession(res, { ...session, stepUpAt: at });
    return res;
  } catch (err) {
    if (err instanceof SessionEndedError) {
      const res = bffError(401, err.message);
      clearSession(res);
      return res;
    }
    if (err instanceof UpstreamHttpError && err.status < 500) {
      await attempt.settle("failed");
      await recordSessionEvent({ event: err.status === 429 ? "lockedOut" : "signInFailed", username: account, role: String(session.role ?? ""), status: err.status, message: err.fields.token ?? err.message, clientAddress: address });
      return bffError(err.status === 429 ? 429 : 400, err.status === 429 ? err.message : MESSAGES.invalid, err.status === 429 ? undefined : { code: err.fields.token ?? WRONG_CODE });
    }
    return bffError(502, "The code could not be checked just now. Try again in a moment.");
  } finally {
    await attempt.settle("unanswered");
  }
}
