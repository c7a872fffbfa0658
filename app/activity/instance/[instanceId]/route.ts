// One server's timeline for the information modal's Activity tab (issue 17): what was done to
// the instance and its sites, newest 50, with motives, by the page's viewer rules (superadmins
// see everyone's rows, others their own). JSON for the signed-in console only.
import { NextResponse, type NextRequest } from "next/server";
import { activityRow, activityFilter } from "@/lib/audit/activity";
import { auditRecorder } from "@/lib/audit/recorder";
import { EMPTY_ACTIVITY_VIEW } from "@/lib/domain/activityFilter";
import { loadCurrentUser } from "@/lib/upstream/currentUser";

const INSTANCE_TIMELINE_SIZE = 50;

export async function GET(_req: NextRequest, { params }: { params: Promise<{ instanceId: string }> }) {
  const loaded = await loadCurrentUser();
  if (loaded.kind !== "user") return NextResponse.json({ message: "Please sign in." }, { status: 401, headers: { "cache-control": "no-store" } });
  const { instanceId } = await params;
  const filter = { ...activityFilter(EMPTY_ACTIVITY_VIEW, { username: loaded.user.username, role: loaded.user.role }), instanceId: decodeURIComponent(instanceId).slice(0, 100) };
  try {
    await auditRecorder().flush();
    const page = await (await auditRecorder().store()).page(filter, { limit: INSTANCE_TIMELINE_SIZE });
    return NextResponse.json({ rows: page.rows.map(activityRow) }, { headers: { "cache-control": "no-store" } });
  } catch (err) {
    console.error("[audit] the instance timeline could not be read:", err);
    return NextResponse.json({ message: "The activity could not be read. Try again in a moment." }, { status: 503, headers: { "cache-control": "no-store" } });
  }
}
