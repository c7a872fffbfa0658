// Session events that happen outside the BFF's code steps: the password step of sign-in (a wrong
// password, a lock-out) and the sign-out, both in next-auth. Queued like every row.
import "server-only";
import { randomUUID } from "node:crypto";
import { actionLabel, type SessionEvent } from "./actions";
import { outcomeOf } from "./bffEvent";
import { auditRecorder } from "./recorder";

export interface SessionEventInput {
  event: SessionEvent;
  username: string | null;
  role?: string | null;
  status: number;
  message?: string | null;
  clientAddress?: string | null;
  durationMs?: number;
}

export function recordSessionEvent(input: SessionEventInput): void {
  auditRecorder().record({
    at: new Date(),
    request_id: randomUUID(),
    username: input.username,
    role: input.role ?? null,
    action: input.event,
    label: actionLabel(input.event),
    target_kind: null,
    target_id: null,
    target_name: null,
    region: null,
    motive: null,
    status: input.status,
    outcome: outcomeOf(input.status),
    message: input.message ?? null,
    duration_ms: Math.max(0, Math.round(input.durationMs ?? 0)),
    client_address: input.clientAddress ?? null,
    summary: null,
  });
}
