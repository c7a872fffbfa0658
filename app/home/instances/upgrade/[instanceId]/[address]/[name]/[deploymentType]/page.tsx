// Full update modal route (spec 2 §2.9, 3 §2.8): manual and scheduled updates. Its params are
// read through the route table (decoded once).
import { notFound } from "next/navigation";
import { upgradeRoute } from "@/lib/routing/instanceModals";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import PendingModal from "@/components/instances/PendingModal";

export default async function UpgradeModal({ params, searchParams }: RoutePageProps) {
  const parsed = upgradeRoute.parse(await params);
  if (!parsed) notFound();
  const { instanceId, address, name, deploymentType } = parsed;
  const closeTo = upgradeRoute.closeTo(parsed, { region: regionFromQuery((await searchParams).region) });
  return <PendingModal title={name} closeTo={closeTo} details={{ "Instance ID": instanceId, Address: address || undefined, Deployment: deploymentType }} />;
}
