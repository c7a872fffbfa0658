"use client";
// The information modal's content for a listed instance: the contract data form above the
// volumes table. On a shared server the contract data belongs to one site, so the form shows the
// site whose volume the user loaded from the table (its details button).
import { useState } from "react";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { InformationParams } from "@/lib/routing/informationRoutes";
import { useRegion } from "@/components/shell/RegionContext";
import { useVolumes } from "@/data/volumes/useVolumes";
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

  return (
    <>
      <ContractSection instance={instance} region={region} volume={shared ? loadedVolume : null} />
      <VolumesSection
        information={information}
        instance={instance}
        region={region}
        volumes={volumes}
        loadedVolumeId={shared ? loadedVolumeId : null}
        onLoadVolume={shared ? setLoadedVolumeId : undefined}
      />
    </>
  );
}
