// POST /api/dev/stale-step-up: makes this browser's last two-factor code old, so its next
// destructive call asks for a fresh one — for the e2e suite, which otherwise could not know
// whether its stored sessions' codes are five minutes old yet. Exists only where the dev reset
// does (SIM_TEST_RESET=1 with the embedded upstream); anywhere else it answers 404.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { devRouteRefusal } from "@/lib/upstream/devReset";
import { readSession, writeSession } from "./sessionToken";

export async function handleStaleStepUp(req: NextRequest): Promise<Response> {
  const refusal = devRouteRefusal(req);
  if (refusal) return refusal;
  const session = await readSession(req);
  if (!session) return Response.json({ message: "Please sign in." }, { status: 401 });
  const res = NextResponse.json({ success: true });
  await writeSession(res, { ...session, stepUpAt: 0 });
  return res;
}
