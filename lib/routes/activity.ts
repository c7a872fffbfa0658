// The activity page's data answers: its CSV (the rows of the filtered view, at most 10,000, newest
// first, formula-safe, UTF-8 with a byte-order mark) and one server's timeline for the information
// modal's Activity tab (what was done to the instance and its sites, newest 50, with motives). Both
// follow the page's viewer rules (superadmins see everyone's rows, others their own) and answer
// only a signed-in console user.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { loadActivity } from "@/lib/audit/activity";
import { activityCsv } from "@/lib/domain/activityCsv";
import { ACTIVITY_CSV_FILENAME, ACTIVITY_EXPORT_LIMIT, EMPTY_ACTIVITY_VIEW, parseActivityView } from "@/lib/domain/activityFilter";
import { decodeSegment } from "@/lib/routing/segments";
import { loadCurrentUser } from "@/lib/upstream/currentUser";

const INSTANCE_TIMELINE_SIZE = 50;
const NO_STORE = { "cache-control": "no-store" };

export async function handleActivityExport(req: NextRequest): Promise<Response> {
  const loaded = await loadCurrentUser();
  if (loaded.kind !== "user") return NextResponse.json({ message: "Please sign in." }, { status: 401 });
  const view = { ...parseActivityView(req.nextUrl.searchParams), before: "" };
  const page = await loadActivity(view, { username: loaded.user.username, role: loaded.user.role }, { limit: ACTIVITY_EXPORT_LIMIT });
  return new NextResponse(activityCsv(page.rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${ACTIVITY_CSV_FILENAME}"`,
      "cache-control": "no-store",
    },
  });
}

export async function handleInstanceActivity(rawInstanceId: string): Promise<Response> {
  const loaded = await loadCurrentUser();
  if (loaded.kind !== "user") return NextResponse.json({ message: "Please sign in." }, { status: 401, headers: NO_STORE });
  const instanceId = decodeSegment(rawInstanceId).slice(0, 100);
  try {
    const page = await loadActivity(EMPTY_ACTIVITY_VIEW, { username: loaded.user.username, role: loaded.user.role }, { limit: INSTANCE_TIMELINE_SIZE, instanceId });
    return NextResponse.json({ rows: page.rows }, { headers: NO_STORE });
  } catch (err) {
    console.error("[audit] the instance timeline could not be read:", err);
    return NextResponse.json({ message: "The activity could not be read. Try again in a moment." }, { status: 503, headers: NO_STORE });
  }
}
