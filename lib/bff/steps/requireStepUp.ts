// Step 8: a destructive call without a two-factor code from the last STEP_UP_MINUTES is refused
// here (403 with X-Console-Step-Up: required), never forwarded; the browser asks for a code
// (POST /api/step-up) and sends the call again.
import { stepUpStaleBefore } from "@/lib/auth/devStepUpMark";
import { needsStepUp, stepUpMs, STEP_UP_MESSAGE } from "@/lib/auth/stepUp";
import { STEP_UP_HEADER } from "@/lib/http/headerNames";
import { devResetEnabled } from "@/lib/upstream/devMode";
import { required, type BffStep } from "../context";
import { bffError } from "@/lib/http/respond";

export const requireStepUp: BffStep = {
  name: "step-up",
  run(ctx) {
    const endpoint = required(ctx.endpoint, "endpoint");
    const session = ctx.session;
    const staleBefore = devResetEnabled() ? stepUpStaleBefore() : 0;
    if (!session || !needsStepUp(endpoint.id, session, Date.now(), stepUpMs(), staleBefore)) return undefined;
    return bffError(403, STEP_UP_MESSAGE, undefined, { [STEP_UP_HEADER]: "required" });
  },
};
