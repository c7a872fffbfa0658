// The BFF's checks as one ordered list of named steps (design: match → well-formed URL →
// origin → session → live session → role re-read → gate → step-up → attempt limits → bounded read → validate → role from the body →
// a deleted user's views → a removed or demoted user's sessions → audit facts → forward; the audit row is written before the answer goes). Each step answers or passes; nothing reaches the upstream before every check has
// passed. __tests__/contract/pipeline.test.ts holds the order.
import { randomUUID } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { recordBffCall } from "./recordBffCall";
import { clearSession, writeSession } from "@/lib/session/sessionToken";
import { splitPath } from "@/lib/contract";
import type { BffContext, BffStep } from "./context";
import { REQUEST_ID_HEADER, ROLE_CHANGED_HEADER } from "@/lib/http/headerNames";
import { bffError } from "@/lib/http/respond";
import { logger } from "@/lib/observe/logger";
import { consoleMetrics } from "@/lib/observe/metrics";
import { currentRequest, noteUser } from "@/lib/observe/requestFacts";
import { checkOrigin } from "./steps/checkOrigin";
import { endUserSessions } from "./steps/endUserSessions";
import { auditFacts } from "./steps/auditFacts";
import { forgetDeletedUser } from "./steps/forgetDeletedUser";
import { forwardUpstream } from "./steps/forwardUpstream";
import { gateAccess } from "./steps/gateAccess";
import { limitAttempts } from "./steps/limitAttempts";
import { loadSession } from "./steps/loadSession";
import { matchRoute } from "./steps/matchRoute";
import { recheckRole } from "./steps/recheckRole";
import { requireLiveSession } from "./steps/requireLiveSession";
import { requireStepUp } from "./steps/requireStepUp";
import { readBody } from "./steps/readBody";
import { roleFromBody } from "./steps/roleFromBody";
import { validateInput } from "./steps/validateInput";
import { wellFormedUrl } from "./steps/wellFormedUrl";

const PREFIX = "/api/v1";

export const BFF_STEPS: readonly BffStep[] = [
  matchRoute,
  wellFormedUrl,
  checkOrigin,
  loadSession,
  requireLiveSession,
  recheckRole,
  gateAccess,
  requireStepUp,
  limitAttempts,
  readBody,
  validateInput,
  roleFromBody,
  forgetDeletedUser,
  endUserSessions,
  auditFacts,
  forwardUpstream,
];

/** The session cookie follows what the steps changed (a role re-read, a refreshed token, a
 * passed code, an ended session), whichever step answered. */
async function withSessionEffects(ctx: BffContext, given: Response): Promise<Response> {
  // The row is written before anything is answered (lib/bff/recordBffCall).
  const answer = await recordBffCall(ctx, given);
  if (!(answer instanceof NextResponse)) return answer;
  if (ctx.sessionCookie === "clear") clearSession(answer);
  else if (ctx.sessionCookie === "write" && ctx.session) await writeSession(answer, ctx.session);
  if (ctx.roleChanged && ctx.session) answer.headers.set(ROLE_CHANGED_HEADER, String(ctx.session.role));
  answer.headers.set(REQUEST_ID_HEADER, ctx.requestId);
  if (ctx.session) noteUser(ctx.session.username, ctx.session.role);
  return answer;
}

export async function runPipeline(req: NextRequest, steps: readonly BffStep[] = BFF_STEPS): Promise<Response> {
  const ctx: BffContext = {
    req,
    rawSegments: splitPath(req.nextUrl.pathname.slice(PREFIX.length)),
    after: [],
    finally: [],
    // The id the console's server gave the request (its log line carries it), else a new one.
    requestId: currentRequest()?.requestId ?? randomUUID(),
    startedAt: performance.now(),
    startedAtEpoch: Date.now(),
  };
  try {
    for (const step of steps) {
      const answer = await step.run(ctx);
      if (answer) {
        if (step.name !== "forward") consoleMetrics().bffRefusals.inc({ step: step.name, status: answer.status });
        return await withSessionEffects(ctx, answer);
      }
    }
    logger().error("the BFF pipeline ended without an answer");
    return bffError(500, "The console could not complete the request.");
  } finally {
    for (const hook of ctx.finally) await hook();
  }
}
