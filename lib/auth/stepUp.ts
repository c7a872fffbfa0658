// Step-up two-factor: the calls that destroy or commit the most — deleting resources
// (requesting a deletion, and the delete page's Delete that starts it), starting an upgrade or a
// rollback, approving a batch, creating a shared server, deleting a console user — need a
// two-factor code given within STEP_UP_MINUTES (default 5). The code of the sign-in counts; after
// that the console asks for a fresh one. Marking resources deleted or canceled afterwards
// destroys nothing, so it needs none: a deletion longer than the window would otherwise end on a
// code prompt. The BFF step and its tests share it.
import type { JWT } from "next-auth/jwt";
import { config } from "@/lib/config";

export const STEP_UP_ENDPOINTS: ReadonlySet<string> = new Set([
  "deleteRequest",
  "deleteInstance",
  "upgradeLms",
  "rollbackLms",
  "approveBatch",
  "createSharedInstance",
  "deleteUser",
]);

export const STEP_UP_MESSAGE = "Enter a fresh two-factor code to confirm this action.";

/** The window in ms (STEP_UP_MINUTES, lib/config). */
export function stepUpMs(): number {
  return config().auth.stepUpMinutes * 60_000;
}

/** Whether this call needs a fresh code from the signed-in user now; codes given before `staleBefore`
 * count as old too (the e2e suite's dev mark). */
export function needsStepUp(endpointId: string, jwt: JWT, now: number, windowMs: number = stepUpMs(), staleBefore = 0): boolean {
  if (!STEP_UP_ENDPOINTS.has(endpointId)) return false;
  const at = jwt.stepUpAt;
  return typeof at !== "number" || at > now || now - at >= windowMs || at < staleBefore;
}
