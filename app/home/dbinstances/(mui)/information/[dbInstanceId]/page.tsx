// Databases modal route (spec 2 §2.10, shared servers): the database names.
import { notFound } from "next/navigation";
import { dbDatabasesRoute } from "@/lib/routing/dbInstanceModals";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import DbDatabasesModal from "@/components/dbinstances/databases/DbDatabasesModal";

export default async function DbDatabasesModalPage({ params, searchParams }: RoutePageProps) {
  const parsed = dbDatabasesRoute.parse(await params);
  if (!parsed) notFound();
  const region = regionFromQuery((await searchParams).region);
  return <DbDatabasesModal {...parsed} closeTo={dbDatabasesRoute.closeTo(parsed, { region })} />;
}
