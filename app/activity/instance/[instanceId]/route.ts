// One server's timeline for the information modal's Activity tab (issue 17): what was done to
// the instance and its sites, newest 50, with motives, by the page's viewer rules (superadmins
// see everyone's rows, others their own). JSON for the signed-in console only.
import { NextResponse, type NextRequest } from "next/server";
import { loadActivity } from "@/lib/audit/activity";
import { EMPTY_ACTIVITY_VIEW } from "@/lib/domain/activityFilter";
import { decodeSegment } from "@/lib/routing/segments";
import { loadCurrentUser } from "@/lib/upstream/currentUser";

const INSTANCE_TIMELINE_SIZE = 50;
const NO_STORE = { "cache-control": "no-store" };

export async function GET(_req: NextRequest, { params }: { params: Promise<{ instanceId: string }> }) {
  const loaded = await loadCurrentUser();
  if (loaded.kind !== "user") return NextResponse.json({ message: "Please sign in." }, { status: 401, headers: NO_STORE });
  const instanceId = decodeSegment((await params).instanceId).slice(0, 100);
  try {
    const page = await loadActivity(EMPTY_ACTIVITY_VIEW, { username: loaded.user.username, role: loaded.user.role }, { limit: INSTANCE_TIMELINE_SIZE, instanceId });
    return NextResponse.json({ rows: page.rows }, { headers: NO_STORE });
  } catch (err) {
    console.error("[audit] the instance timeline could not be read:", err);
    return NextResponse.json({ message: "The activity could not be read. Try again in a moment." }, { status: 503, headers: NO_STORE });
  }
}
