// GET /api/activity/export and GET /api/activity/instance/{instanceId}: the activity page's CSV
// (the rows of the filtered view, at most 10,000, newest first, formula-safe, UTF-8 with a
// byte-order mark) and one server's timeline for the information modal's Activity tab (what was
// done to the instance and its sites, newest 50, with motives). Both follow the page's viewer
// rules (superadmins see everyone's rows, others their own) and answer only a signed-in console
// user, judged by the upstream's current view of them (a revoked or demoted user is refused).
// Input is read by the entries of lib/contract/console: a bad one is a 400, never acted on.
import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { consoleApi, type ConsoleEndpoint } from "@/lib/contract/console";
import { roleAtLeast } from "@/lib/contract/types";
import type { CurrentUser } from "@/lib/contract/schemas/user";
import { loadActivity } from "@/lib/audit/activity";
import { activityCsv } from "@/lib/domain/activityCsv";
import { ACTIVITY_CSV_FILENAME, ACTIVITY_EXPORT_LIMIT, EMPTY_ACTIVITY_VIEW, parseActivityView } from "@/lib/domain/activityFilter";
import { bffError, MESSAGES } from "@/lib/http/respond";
import { logger } from "@/lib/observe/logger";
import { readSession } from "@/lib/session/sessionToken";
import { api } from "@/lib/contract";
import { SessionEndedError } from "@/lib/upstream/errors";
import { UpstreamHttpError, upstreamJson } from "@/lib/upstream/upstreamJson";
import { consoleParams, consoleQuery } from "./consoleInput";

const INSTANCE_TIMELINE_SIZE = 50;
const NO_STORE = { "cache-control": "no-store" };
const NOT_READ = "The activity could not be read. Try again in a moment.";

type Viewer = { ok: true; user: CurrentUser } | { ok: false; res: Response };

/** The request's fully signed-in user as the upstream knows them now (GET /user), at least the
 * route's least role. No session, or one the upstream ended, is a 401. */
async function viewer(req: NextRequest, endpoint: ConsoleEndpoint): Promise<Viewer> {
  const session = await readSession(req);
  if (!session?.twoFactorVerified || typeof session.accessToken !== "string") return { ok: false, res: bffError(401, MESSAGES.signIn) };
  let user: CurrentUser;
  try {
    user = await upstreamJson({ endpoint: api.getUser }, { sid: session.sid, accessToken: session.accessToken, refreshToken: session.refreshToken });
  } catch (err) {
    const ended = err instanceof SessionEndedError || (err instanceof UpstreamHttpError && (err.status === 401 || err.status === 403));
    return { ok: false, res: ended ? bffError(401, MESSAGES.signIn) : bffError(503, NOT_READ) };
  }
  if (!roleAtLeast(user.role, endpoint.minRole)) return { ok: false, res: bffError(403, MESSAGES.forbidden) };
  return { ok: true, user };
}

export async function handleActivityExport(req: NextRequest): Promise<Response> {
  const endpoint = consoleApi.activityExport;
  const seen = await viewer(req, endpoint);
  if (!seen.ok) return seen.res;
  const query = consoleQuery(endpoint, req);
  if (!query.ok) return query.res;
  const view = { ...parseActivityView(query.value as Record<string, string | undefined>), before: "" };
  const page = await loadActivity(view, { username: seen.user.username, role: seen.user.role }, { limit: ACTIVITY_EXPORT_LIMIT });
  return new NextResponse(activityCsv(page.rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${ACTIVITY_CSV_FILENAME}"`,
      ...NO_STORE,
    },
  });
}

export async function handleInstanceActivity(req: NextRequest, rawInstanceId: string): Promise<Response> {
  const endpoint = consoleApi.instanceActivity;
  const seen = await viewer(req, endpoint);
  if (!seen.ok) return seen.res;
  const params = consoleParams(endpoint, { instanceId: rawInstanceId });
  if (!params.ok) return params.res;
  try {
    const page = await loadActivity(EMPTY_ACTIVITY_VIEW, { username: seen.user.username, role: seen.user.role }, { limit: INSTANCE_TIMELINE_SIZE, instanceId: params.value.instanceId });
    return NextResponse.json({ rows: page.rows }, { headers: NO_STORE });
  } catch (err) {
    logger().error({ err }, "an instance's activity timeline could not be read from the audit trail");
    return bffError(503, NOT_READ);
  }
}
