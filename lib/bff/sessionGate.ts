// The BFF's session checks for a request that is not an /api/v1 call: the steps of the pipeline
// from loading the session to the gate (session, live session, role re-read, gate), run in their order
// against a contract entry. A long-lived answer (the live lists' stream) runs them when it opens
// and again on every poll, so whatever those steps refuse (a session ended, revoked, demoted)
// ends the stream too.
import type { NextRequest } from "next/server";
import type { JWT } from "next-auth/jwt";
import type { Endpoint } from "@/lib/contract";
import type { BffContext } from "./context";
import { BFF_STEPS } from "./pipeline";

export type SessionGate = { ok: true; session: JWT } | { ok: false; status: number; message: string };

/** The steps from "session" to "gate", inclusive, as the pipeline orders them. */
function sessionSteps() {
  const from = BFF_STEPS.findIndex((step) => step.name === "session");
  const to = BFF_STEPS.findIndex((step) => step.name === "gate");
  if (from === -1 || to < from) throw new Error("BFF pipeline: the session and gate steps are missing");
  return BFF_STEPS.slice(from, to + 1);
}

/**
 * Runs the session steps for `req` as a call to `endpoint`. `held` is the session as a previous
 * run left it (a role read since the cookie was written): used in place of the cookie's copy when
 * it is the same sign-in, so a role is not read again on every run.
 */
export async function checkSession(req: NextRequest, endpoint: Endpoint, held?: JWT | null): Promise<SessionGate> {
  const ctx: BffContext = { req, rawSegments: [], after: [], finally: [], requestId: "", startedAt: performance.now(), startedAtEpoch: Date.now(), endpoint, params: {} };
  try {
    for (const step of sessionSteps()) {
      const answer = await step.run(ctx);
      if (answer) {
        const body = (await answer.json().catch(() => null)) as { message?: unknown } | null;
        return { ok: false, status: answer.status, message: typeof body?.message === "string" ? body.message : "" };
      }
      if (step.name === "session" && held && ctx.session && held.sid === ctx.session.sid) ctx.session = held;
    }
    if (!ctx.session) return { ok: false, status: 401, message: "" };
    return { ok: true, session: ctx.session };
  } finally {
    for (const release of ctx.finally) await release();
  }
}

/**
 * As checkSession, with the role read from the upstream now whatever the age of the cookie's
 * copy: for a change the console itself guards by role (a view shared with the team), where no
 * upstream refusal would bring a demotion to light. A demotion found so ends the session (401),
 * as in the pipeline; an upstream that cannot answer leaves the cookie's role, as there.
 */
export function checkSessionRoleNow(req: NextRequest, endpoint: Endpoint, session: JWT): Promise<SessionGate> {
  return checkSession(req, endpoint, { ...session, roleCheckedAt: undefined });
}
