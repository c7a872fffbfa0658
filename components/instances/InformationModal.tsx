"use client";
// Information modal (spec 1 §2): contract data and volumes. It is the layout of its route, so
// it stays open under the modals nested in it; a layout is not handed the params below it (the
// optional version, a nested modal), so it reads the browser's path through the route table.
import { usePathname, useSearchParams } from "next/navigation";
import { informationRoute, matchInformationPath } from "@/lib/routing/informationRoutes";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import PendingModal from "./PendingModal";

export default function InformationModal() {
  const pathname = usePathname();
  const region = regionFromQuery(useSearchParams().get("region") ?? undefined);
  const match = matchInformationPath(pathname);
  if (!match) return null;
  const { instanceId, address, name, deploymentType, version } = match.information;
  return (
    <PendingModal
      title={`Information · ${name}`}
      closeTo={informationRoute.closeTo(match.information, { region })}
      details={{ "Instance ID": instanceId, Address: address || undefined, Name: name, Deployment: deploymentType, Version: version }}
    />
  );
}
