// The BFF's side of the audit trail: after a change has been forwarded and answered, its row is
// built from the pipeline's context and the answer, off the answer's path (the body is read
// from a copy, the row queued): the user's call is never delayed or failed by the trail.
import "server-only";
import type { BffContext } from "@/lib/bff/context";
import { readErrorBody } from "@/lib/contract/errorBody";
import { clientAddress } from "@/lib/security/clientAddress";
import { isAuditedAction } from "./actions";
import { auditRowOf } from "./bffEvent";
import { auditRecorder } from "./recorder";

async function messageOf(answer: Response): Promise<string | null> {
  if (!(answer.headers.get("content-type") ?? "").includes("application/json")) return null;
  const body: unknown = await answer.json().catch(() => null);
  return readErrorBody(body).message ?? null;
}

/** Queues the row of a forwarded change; returns at once. */
export function recordBffCall(ctx: BffContext, answer: Response): void {
  const endpoint = ctx.endpoint;
  if (!endpoint || !ctx.forwarded || !isAuditedAction(endpoint.id)) return;
  const durationMs = performance.now() - ctx.startedAt;
  const copy = answer.clone();
  const session = ctx.session;
  auditRecorder().recordLater(
    messageOf(copy).then((message) =>
      auditRowOf({
        at: new Date(ctx.startedAtEpoch),
        requestId: ctx.requestId,
        endpointId: endpoint.id,
        params: ctx.params ?? {},
        query: ctx.input?.query ?? {},
        body: ctx.input?.body,
        username: typeof session?.username === "string" ? session.username : null,
        role: typeof session?.role === "string" ? session.role : null,
        status: answer.status,
        message,
        durationMs,
        clientAddress: clientAddress(ctx.req.headers),
      }),
    ),
  );
}
