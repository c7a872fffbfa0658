"use client";
// The information modal's content for a listed instance, in two tabs: Details (the contract data
// form above the volumes table; on a shared server the contract data belongs to one site, so the
// form shows the site whose volume the user loaded from the table) and Activity (what was done to
// it through the console).
import { useId, useState } from "react";
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { InformationParams } from "@/lib/routing/informationRoutes";
import { useRegion } from "@/components/shell/RegionContext";
import { useVolumes } from "@/data/volumes/useVolumes";
import InstanceActivity from "./activity/InstanceActivity";
import ContractSection from "./contract/ContractSection";
import VolumesSection from "./volumes/VolumesSection";

export interface InformationBodyProps {
  information: InformationParams;
  instance: Instance;
}

export default function InformationBody({ information, instance }: InformationBodyProps) {
  const { region } = useRegion();
  const volumes = useVolumes(instance.instanceId, region, instance.publicIpAddress);
  const [loadedVolumeId, setLoadedVolumeId] = useState<string | null>(null);
  const loadedVolume = volumes.data?.volumes.find((v) => v.volumeId === loadedVolumeId) ?? null;
  const shared = instance.deploymentType === "shared";
  const [tab, setTab] = useState<"details" | "activity">("details");
  const ids = useId();

  return (
    <>
      <Tabs value={tab} onChange={(_, next: "details" | "activity") => setTab(next)} aria-label="Information" sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}>
        <Tab value="details" label="Details" id={`${ids}-details-tab`} aria-controls={`${ids}-details`} />
        <Tab value="activity" label="Activity" id={`${ids}-activity-tab`} aria-controls={`${ids}-activity`} />
      </Tabs>
      <Box role="tabpanel" id={`${ids}-activity`} aria-labelledby={`${ids}-activity-tab`} hidden={tab !== "activity"}>
        {tab === "activity" ? <InstanceActivity instanceId={instance.instanceId} /> : null}
      </Box>
      <Box role="tabpanel" id={`${ids}-details`} aria-labelledby={`${ids}-details-tab`} hidden={tab !== "details"}>
        <ContractSection instance={instance} region={region} volume={shared ? loadedVolume : null} />
        <VolumesSection
          information={information}
          instance={instance}
          region={region}
          volumes={volumes}
          loadedVolumeId={shared ? loadedVolumeId : null}
          onLoadVolume={shared ? setLoadedVolumeId : undefined}
        />
      </Box>
    </>
  );
}
