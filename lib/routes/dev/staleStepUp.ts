// POST /api/dev/stale-step-up: makes every two-factor code given so far old, so the next
// destructive call asks for a fresh one — for the e2e suite, which otherwise could not know
// whether its stored sessions' codes are five minutes old yet (lib/auth/devStepUpMark.ts says why this is
// kept in the process). Exists only where the dev reset does (SIM_TEST_RESET=1 with the embedded
// upstream); anywhere else it answers 404.
import "server-only";
import type { NextRequest } from "next/server";
import { devRouteRefusal } from "./reset";
import { markStepUpStale } from "@/lib/auth/devStepUpMark";
import { readSession } from "@/lib/session/sessionToken";

export async function handleStaleStepUp(req: NextRequest): Promise<Response> {
  const refusal = devRouteRefusal(req);
  if (refusal) return refusal;
  const session = await readSession(req);
  if (!session) return Response.json({ message: "Please sign in." }, { status: 401 });
  markStepUpStale();
  return Response.json({ success: true });
}
