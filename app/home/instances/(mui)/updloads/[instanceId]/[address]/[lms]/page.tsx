// Upload modal route (spec 1 §2; the path is spelled "updloads" in the route table). Its
// params are read through the route table (decoded once; an empty address arrives as "").
import { notFound } from "next/navigation";
import { uploadsRoute } from "@/lib/routing/instanceModals";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import UploadModal from "@/components/instances/uploads/UploadModal";

export default async function UploadsModal({ params, searchParams }: RoutePageProps) {
  const parsed = uploadsRoute.parse(await params);
  if (!parsed) notFound();
  const region = regionFromQuery((await searchParams).region);
  return <UploadModal {...parsed} closeTo={uploadsRoute.closeTo(parsed, { region })} />;
}
