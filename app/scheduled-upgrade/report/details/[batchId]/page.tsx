// Batch details modal route (spec 3 §2.6) over the report. Its param is read through the route
// table (decoded once).
import { notFound } from "next/navigation";
import { batchDetailsRoute } from "@/lib/routing/pageRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import BatchDetailsModal from "@/components/scheduling/report/BatchDetailsModal";

export default async function BatchDetailsPage({ params }: Pick<RoutePageProps, "params">) {
  const parsed = batchDetailsRoute.parse(await params);
  if (!parsed) notFound();
  return <BatchDetailsModal batchId={parsed.batchId} />;
}
