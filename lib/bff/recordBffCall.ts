// The BFF's side of the audit trail: once a change has been forwarded and answered (or a code
// step of sign-in or enrolment has been answered, or a signed-in user's call has been refused by
// the console's own checks), its row is built from the pipeline's context and the answer and
// written — awaited, before the answer goes back, so that an acknowledged change has its row
// even if the process dies the next moment. When the row cannot be written, a destructive change
// is answered with a failure that says so (the trail must not miss what was destroyed); any other
// call keeps its answer and the miss is counted (console_audit_rows_failed_total).
import "server-only";
import type { BffContext } from "./context";
import { readErrorBody } from "@/lib/contract/errorBody";
import { clientAddress } from "@/lib/http/clientAddress";
import { CONSOLE_REFUSAL_HEADER, STEP_UP_HEADER } from "@/lib/http/headerNames";
import { bffError } from "@/lib/http/respond";
import { DESTRUCTIVE_ACTIONS, isAuditedAction, type SessionEvent } from "@/lib/domain/auditActions";
import { auditRowOf } from "@/lib/audit/bffEvent";
import { auditRecorder } from "@/lib/audit/recorder";

export const TRAIL_WRITE_FAILED = "The change was sent, but the activity trail could not record it. Check the result before trying again, and tell an administrator.";

async function messageOf(answer: Response): Promise<string | null> {
  if (!(answer.headers.get("content-type") ?? "").includes("application/json")) return null;
  const body: unknown = await answer.json().catch(() => null);
  return readErrorBody(body).message ?? null;
}

/** A signed-in user's change the console itself refused for want of a role (not a step-up prompt). */
function refusedPrivilege(ctx: BffContext, answer: Response): boolean {
  return answer.status === 403 && typeof ctx.session?.username === "string" && answer.headers.get(CONSOLE_REFUSAL_HEADER) === "gate" && !answer.headers.has(STEP_UP_HEADER);
}

/**
 * What a BFF answer is in the trail: a forwarded change (its endpoint id), a change refused by
 * the console's role checks (a security event under the same id, outcome refused), a session
 * event of the code steps — a passed code is the sign-in, a wrong one a failed sign-in, a 429
 * (the console's limiter or the upstream's) a lock-out, a confirmed enrolment the two-factor
 * enrolment — or nothing (reads, and changes refused for bad input or a missing session).
 */
export function auditActionOf(endpointId: string, status: number, forwarded: boolean, refused = false): string | null {
  if (endpointId === "otpValidate") {
    const event: SessionEvent | null = status === 429 ? "lockedOut" : status === 200 ? "signIn" : status === 400 ? "signInFailed" : null;
    return event;
  }
  if (endpointId === "otpSetupStepTwo") return status === 429 ? "lockedOut" : status === 200 ? "twoFactorEnrolled" : null;
  return (forwarded || refused) && isAuditedAction(endpointId) ? endpointId : null;
}

/** Writes the row of a forwarded change, a refused privileged call or a code step; resolves to
 * the answer to send (the same one, or a failure when a destructive change's row was lost). */
export async function recordBffCall(ctx: BffContext, answer: Response): Promise<Response> {
  const endpoint = ctx.endpoint;
  const action = endpoint ? auditActionOf(endpoint.id, answer.status, ctx.forwarded === true, refusedPrivilege(ctx, answer)) : null;
  if (!endpoint || !action) return answer;
  const recorder = auditRecorder();
  if (!recorder.enabled) return answer;
  const durationMs = performance.now() - ctx.startedAt;
  const session = ctx.session;
  const message = await messageOf(answer.clone());
  const written = await recorder.write(
    auditRowOf({
      at: new Date(ctx.startedAtEpoch),
      requestId: ctx.requestId,
      endpointId: action,
      params: ctx.params ?? {},
      query: ctx.input?.query ?? {},
      body: ctx.input?.body,
      username: typeof session?.username === "string" ? session.username : null,
      role: typeof session?.role === "string" ? session.role : null,
      status: answer.status,
      message,
      durationMs,
      clientAddress: clientAddress(ctx.req.headers),
      facts: ctx.facts,
    }),
  );
  if (written || !ctx.forwarded || !DESTRUCTIVE_ACTIONS.has(action)) return answer;
  await answer.body?.cancel().catch(() => undefined);
  return bffError(500, TRAIL_WRITE_FAILED);
}
