// The activity page's CSV (issue 17): the rows of the filtered view (at most 10,000, newest
// first), for the same viewer rules as the page, formula-safe, UTF-8 with a byte-order mark.
import { NextResponse, type NextRequest } from "next/server";
import { loadActivity } from "@/lib/audit/activity";
import { ACTIVITY_CSV_FILENAME, ACTIVITY_EXPORT_LIMIT, parseActivityView } from "@/lib/domain/activityFilter";
import { activityCsv } from "@/lib/domain/activityCsv";
import { loadCurrentUser } from "@/lib/upstream/currentUser";

export async function GET(req: NextRequest) {
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
