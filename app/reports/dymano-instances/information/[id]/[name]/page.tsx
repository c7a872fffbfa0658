// The domains modal of a cloud-database entry (spec 3 §2.4): information/{id}/{name}, closing
// to the report.
import { notFound } from "next/navigation";
import { domainsRoute } from "@/lib/routing/cloudDbRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import DomainsModal from "@/components/reports/clouddb/DomainsModal";

export default async function DomainsModalPage({ params }: RoutePageProps) {
  const parsed = domainsRoute.parse(await params);
  if (!parsed) notFound();
  return <DomainsModal {...parsed} closeTo={domainsRoute.closeTo(parsed)} />;
}
