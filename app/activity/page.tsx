// The activity page: the audit trail, newest first, 100 rows a page, filtered by what
// the address holds and rendered on the server. Superadmins see everyone's rows, others their own.
// Above them, whether the trail's hash chain holds (lib/audit/integrity, checked incrementally).
import { redirect } from "next/navigation";
import { loadActivity } from "@/lib/audit/activity";
import { trailIntegrity } from "@/lib/audit/integrity";
import { logger } from "@/lib/observe/logger";
import { parseActivityView } from "@/lib/domain/activityFilter";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import { loadCurrentUser } from "@/lib/upstream/currentUser";
import ActivityView from "@/components/activity/ActivityView";

export default async function ActivityPage({ searchParams }: RoutePageProps) {
  const loaded = await loadCurrentUser();
  if (loaded.kind === "anonymous") redirect("/");
  if (loaded.kind === "ended") redirect("/signed-out");
  const view = parseActivityView(await searchParams);
  if (loaded.kind !== "user") return <ActivityView view={view} page={null} everyone={false} />;
  const viewer = { username: loaded.user.username, role: loaded.user.role };
  const [page, integrity] = await Promise.all([
    loadActivity(view, viewer).catch((err: unknown) => {
      logger().error({ err }, "the activity page could not read the audit trail");
      return null;
    }),
    trailIntegrity().catch((err: unknown) => {
      logger().error({ err }, "the activity page could not check the audit trail's chain");
      return null;
    }),
  ]);
  return <ActivityView view={view} page={page} everyone={viewer.role === "superadmin"} integrity={integrity} />;
}
