"use client";
// Information modal (spec 1 §2): the contract data form and the volumes table of one server. It
// is the layout of its route, so it stays open under the modals nested in it; a layout is not
// handed the params below it (the optional version, a nested modal), so it reads the browser's
// path through the route table. What it shows and changes is the instance as the list holds it:
// a link whose name or deployment disagrees with the listed record is refused.
import Alert from "@mui/material/Alert";
import { usePathname } from "next/navigation";
import RouteModal from "@/components/common/RouteModal";
import { informationRoute, matchInformationPath } from "@/lib/routing/informationRoutes";
import { LINK_MESSAGES, linkMatchesRecord } from "@/lib/routing/linkMatchesRecord";
import { useListedInstance } from "../useListedInstance";
import InformationBody from "./InformationBody";

export default function InformationModal() {
  const match = matchInformationPath(usePathname());
  const { instance } = useListedInstance(match?.information.instanceId ?? "");
  if (!match) return null;
  const { information } = match;
  const check = linkMatchesRecord(instance, { name: information.name, deploymentType: information.deploymentType });
  return (
    <RouteModal title={`Information · ${instance?.name ?? information.name}`} closeTo={informationRoute.closeTo(information)} maxWidth="lg">
      {check.kind === "match" ? (
        <InformationBody information={information} instance={check.record} />
      ) : (
        <Alert severity={check.kind === "mismatch" ? "error" : "info"} role={check.kind === "mismatch" ? "alert" : "status"}>
          {check.kind === "mismatch" ? LINK_MESSAGES.mismatch(check.listedName) : LINK_MESSAGES.unlisted}
        </Alert>
      )}
    </RouteModal>
  );
}
