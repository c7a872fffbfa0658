// The BFF's side of the audit trail: after a change has been forwarded and answered (or a code
// step of sign-in or enrolment has been answered), its row is built from the pipeline's context
// and the answer, off the answer's path (the body is read from a copy, the row queued): the
// user's call is never delayed or failed by the trail.
import "server-only";
import type { BffContext } from "./context";
import { readErrorBody } from "@/lib/contract/errorBody";
import { parsePreflightHeader } from "@/lib/domain/preflight";
import { PREFLIGHT_HEADER } from "@/lib/http/headerNames";
import { clientAddress } from "@/lib/http/clientAddress";
import { isAuditedAction, type SessionEvent } from "@/lib/domain/auditActions";
import { auditRowOf } from "@/lib/audit/bffEvent";
import { auditRecorder } from "@/lib/audit/recorder";

async function messageOf(answer: Response): Promise<string | null> {
  if (!(answer.headers.get("content-type") ?? "").includes("application/json")) return null;
  const body: unknown = await answer.json().catch(() => null);
  return readErrorBody(body).message ?? null;
}

/**
 * What a BFF answer is in the trail: a forwarded change (its endpoint id), a session event of the
 * code steps — a passed code is the sign-in, a wrong one a failed sign-in, a 429 (the console's
 * limiter or the upstream's) a lock-out, a confirmed enrolment the two-factor enrolment — or
 * nothing (reads, and changes refused before they were forwarded).
 */
export function auditActionOf(endpointId: string, status: number, forwarded: boolean): string | null {
  if (endpointId === "otpValidate") {
    const event: SessionEvent | null = status === 429 ? "lockedOut" : status === 200 ? "signIn" : status === 400 ? "signInFailed" : null;
    return event;
  }
  if (endpointId === "otpSetupStepTwo") return status === 429 ? "lockedOut" : status === 200 ? "twoFactorEnrolled" : null;
  return forwarded && isAuditedAction(endpointId) ? endpointId : null;
}

/** Queues the row of a forwarded change or a code step; returns at once. */
export function recordBffCall(ctx: BffContext, answer: Response): void {
  const endpoint = ctx.endpoint;
  const action = endpoint ? auditActionOf(endpoint.id, answer.status, ctx.forwarded === true) : null;
  if (!endpoint || !action) return;
  const durationMs = performance.now() - ctx.startedAt;
  const copy = answer.clone();
  const session = ctx.session;
  auditRecorder().recordLater(
    messageOf(copy).then((message) =>
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
        preflight: parsePreflightHeader(ctx.req.headers.get(PREFLIGHT_HEADER)),
      }),
    ),
  );
}
