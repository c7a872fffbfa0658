// The e2e suite's reset: a freshly seeded embedded upstream (and no sign-in attempts counted)
// before each test, so no test depends on what another one started, stopped or uploaded; who is
// signed in is kept, so the browser states the suite saves once per run stay valid
// (resetEmbeddedSim says why). It
// exists only when the console runs against the embedded upstream with SIM_TEST_RESET=1 (set
// by playwright.config.ts); anywhere else the route answers 404 as if it were not there.
import "server-only";
import type { NextRequest } from "next/server";
import { config } from "@/lib/config";
import { isSameOrigin } from "@/lib/bff/sameOrigin";
import { resetAttemptLimiter } from "@/lib/security/attemptLimits";
import { resetEmbeddedSim } from "@/lib/sim";
import { clearStepUpStale } from "@/lib/auth/devStepUpMark";

export function devResetEnabled(): boolean {
  const { sim, upstream } = config();
  return sim.testReset && upstream.url === null;
}

/** The refusal of a dev route where it must not answer: 404 where the dev reset does not exist
 * (as if the route were not there), 403 for a page of another site. Test tools send no Origin. */
export function devRouteRefusal(req: NextRequest): Response | null {
  if (!devResetEnabled()) return Response.json({ message: "Not found" }, { status: 404 });
  if (req.headers.has("origin") && !isSameOrigin(req)) return Response.json({ message: "Cross-origin request refused" }, { status: 403 });
  return null;
}

export async function handleDevReset(req: NextRequest): Promise<Response> {
  const refusal = devRouteRefusal(req);
  if (refusal) return refusal;
  try {
    await resetEmbeddedSim();
    // Two-factor codes are fresh again as the sign-ins made them (POST /api/dev/stale-step-up).
    clearStepUpStale();
    // The console's own counts of wrong passwords and codes start over with the world.
    resetAttemptLimiter();
  } catch (err) {
    return Response.json({ message: err instanceof Error ? err.message : String(err) }, { status: 409 });
  }
  return Response.json({ success: true });
}
