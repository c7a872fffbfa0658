// DB Snapshots modal route (spec 2 §2.10): ID and CREATION DATE, newest first.
import { notFound } from "next/navigation";
import { dbSnapshotsRoute } from "@/lib/routing/dbInstanceModals";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import DbSnapshotsModal from "@/components/dbinstances/snapshots/DbSnapshotsModal";

export default async function DbSnapshotsModalPage({ params, searchParams }: RoutePageProps) {
  const parsed = dbSnapshotsRoute.parse(await params);
  if (!parsed) notFound();
  const region = regionFromQuery((await searchParams).region);
  return <DbSnapshotsModal {...parsed} closeTo={dbSnapshotsRoute.closeTo(parsed, { region })} />;
}
