// The performance report's modals (spec 3 §2.3): events/{name}/{domain} and
// running-tasks/{name}/{domain}; any other first segment is not found. The instance is the
// report's ?instance=.
import { notFound } from "next/navigation";
import { eventsRoute, performanceHref, runningTasksRoute } from "@/lib/routing/performanceRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import LmsReportModal from "@/components/reports/performance/LmsReportModal";

export default async function LmsReportPage({ params, searchParams }: RoutePageProps) {
  const all = await params;
  const kind = all.kind === "events" || all.kind === "running-tasks" ? all.kind : null;
  const parsed = kind === "events" ? eventsRoute.parse(all) : kind === "running-tasks" ? runningTasksRoute.parse(all) : null;
  if (!kind || !parsed) notFound();
  const instance = (await searchParams).instance;
  const instanceId = typeof instance === "string" && instance ? instance : null;
  return <LmsReportModal kind={kind} {...parsed} instanceId={instanceId} closeTo={performanceHref(instanceId)} />;
}
