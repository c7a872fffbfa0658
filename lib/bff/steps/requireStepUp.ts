// Step 8: a destructive call without a two-factor code from the last STEP_UP_MINUTES is refused
// here (403 with X-Console-Step-Up: required), never forwarded; the browser asks for a code
// (POST /api/step-up) and sends the call again. The code counts from the cookie's stamp or from
// the session's record, whichever is later: a response of a call that began before the code was
// given may have rewritten the cookie without it.
import { stepUpStaleBefore } from "@/lib/auth/devStepUpMark";
import { needsStepUp, stepUpMs, STEP_UP_MESSAGE } from "@/lib/auth/stepUp";
import { STEP_UP_HEADER } from "@/lib/http/headerNames";
import { devResetEnabled } from "@/lib/upstream/devMode";
import { required, type BffStep } from "../context";
import { bffError } from "@/lib/http/respond";
import { recordedStepUp } from "@/lib/session/liveSession";

export const requireStepUp: BffStep = {
  name: "step-up",
  async run(ctx) {
    const endpoint = required(ctx.endpoint, "endpoint");
    const session = ctx.session;
    const staleBefore = devResetEnabled() ? stepUpStaleBefore() : 0;
    const now = Date.now();
    if (!session || !needsStepUp(endpoint.id, session, now, stepUpMs(), staleBefore)) return undefined;
    const recorded = await recordedStepUp(session.sid);
    if (recorded !== null && !needsStepUp(endpoint.id, { ...session, stepUpAt: recorded }, now, stepUpMs(), staleBefore)) return undefined;
    return bffError(403, STEP_UP_MESSAGE, undefined, { [STEP_UP_HEADER]: "required" });
  },
};
