// Actions modal route (spec 1 §2): start, stop, reboot, backup, file access and delete.
// Its params are read through the route table (decoded once).
import { notFound } from "next/navigation";
import { actionsRoute } from "@/lib/routing/instanceModals";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import ActionsModal from "@/components/instances/actions/ActionsModal";

export default async function ActionsModalPage({ params, searchParams }: RoutePageProps) {
  const parsed = actionsRoute.parse(await params);
  if (!parsed) notFound();
  const region = regionFromQuery((await searchParams).region);
  return <ActionsModal {...parsed} closeTo={actionsRoute.closeTo(parsed, { region })} />;
}
