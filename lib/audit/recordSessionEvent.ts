// Session events that happen outside the BFF's code steps: the password step of sign-in (a wrong
// password, a lock-out), the step-up code and the sign-out. Built like every row (auditRowOf,
// with no target or body) and written; the promise settles once it is stored or counted as missed.
import "server-only";
import { randomUUID } from "node:crypto";
import type { SessionEvent } from "@/lib/domain/auditActions";
import { auditRowOf } from "./bffEvent";
import { auditRecorder } from "./recorder";

export interface SessionEventInput {
  event: SessionEvent;
  username: string | null;
  role?: string | null;
  status: number;
  message?: string | null;
  clientAddress?: string | null;
}

export function recordSessionEvent(input: SessionEventInput): Promise<boolean> {
  return auditRecorder().write(
    auditRowOf({
      at: new Date(),
      requestId: randomUUID(),
      endpointId: input.event,
      params: {},
      query: {},
      body: undefined,
      username: input.username,
      role: input.role ?? null,
      status: input.status,
      message: input.message ?? null,
      durationMs: 0,
      clientAddress: input.clientAddress ?? null,
    }),
  );
}
