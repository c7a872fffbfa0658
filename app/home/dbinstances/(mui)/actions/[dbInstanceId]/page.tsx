// Actions modal route (spec 2 §2.10): motive, Start, Stop, Reboot.
import { notFound } from "next/navigation";
import { dbActionsRoute } from "@/lib/routing/dbInstanceModals";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import DbActionsModal from "@/components/dbinstances/actions/DbActionsModal";

export default async function DbActionsModalPage({ params, searchParams }: RoutePageProps) {
  const parsed = dbActionsRoute.parse(await params);
  if (!parsed) notFound();
  const region = regionFromQuery((await searchParams).region);
  return <DbActionsModal {...parsed} closeTo={dbActionsRoute.closeTo(parsed, { region })} />;
}
