// The part of an information URL after the deployment: nothing, the version, and/or a nested
// modal (spec 1 §2, spec 2 §2.4, §2.9, §2.11). The layout above shows the information modal,
// which stays open; this page checks the whole URL against the route table (another shape is
// "not found") and renders the nested modal it names over it: Delete LMS, the LMS actions, or
// the volume's manual update.
import { notFound } from "next/navigation";
import { matchInformation } from "@/lib/routing/informationRoutes";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import DeleteLmsModal from "@/components/instances/information/deleteLms/DeleteLmsModal";
import LmsOperationsModal from "@/components/instances/information/operations/LmsOperationsModal";
import VolumeUpgradeModal from "@/components/instances/upgrade/VolumeUpgradeModal";

export default async function InformationChildRoute({ params, searchParams }: RoutePageProps) {
  const match = matchInformation(await params);
  if (!match) notFound();
  const { child } = match;
  if (!child) return null;
  const region = regionFromQuery((await searchParams).region);
  switch (child.kind) {
    case "delete":
      return <DeleteLmsModal params={child.params} region={region} />;
    case "operations":
      return <LmsOperationsModal params={child.params} region={region} />;
    case "upgrade":
      return <VolumeUpgradeModal params={child.params} region={region} />;
  }
}
