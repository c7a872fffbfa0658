// Full update modal route (spec 2 §2.9, 3 §2.8): manual and scheduled updates. Its params are
// read through the route table (decoded once); another shape is "not found".
import { notFound } from "next/navigation";
import { upgradeRoute } from "@/lib/routing/instanceModals";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import UpgradeModal from "@/components/instances/upgrade/UpgradeModal";

export default async function UpgradeModalRoute({ params, searchParams }: RoutePageProps) {
  const parsed = upgradeRoute.parse(await params);
  if (!parsed) notFound();
  return <UpgradeModal params={parsed} region={regionFromQuery((await searchParams).region)} />;
}
