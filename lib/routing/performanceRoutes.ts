// The performance report's modals (spec 3 §2.1, §2.3): events/{name}/{domain} and
// running-tasks/{name}/{domain} under /performance-report. The chosen instance travels as
// ?instance= on the report and its modals, so a deep link opens the same report beneath and
// the modal knows the instance's address; closing returns to the report of that instance.
import { reportDomain } from "@/lib/domain/reportDomain";
import { fixedRoute } from "./fixedRoute";

export const PERFORMANCE_BASE = "/performance-report";

export type PerformanceModal = "events" | "running-tasks";

const withInstance = (path: string, instanceId: string | null | undefined) => (instanceId ? `${path}?instance=${encodeURIComponent(instanceId)}` : path);

export function performanceHref(instanceId: string | null | undefined): string {
  return withInstance(PERFORMANCE_BASE, instanceId);
}

const routeOf = (kind: PerformanceModal) => fixedRoute(`${PERFORMANCE_BASE}/${kind}`, ["name", "domain"], { closeTo: () => PERFORMANCE_BASE });

export const eventsRoute = routeOf("events");
export const runningTasksRoute = routeOf("running-tasks");

export function performanceModalHref(kind: PerformanceModal, name: string, domain: string, instanceId: string): string {
  const route = kind === "events" ? eventsRoute : runningTasksRoute;
  return withInstance(route.build({ name, domain: reportDomain(domain) }), instanceId);
}
