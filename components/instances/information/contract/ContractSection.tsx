"use client";
// The contract data of the information modal (spec 1 §3, §5): a dedicated server's own tags, or
// on a shared server the tags of the site whose volume was loaded from the table ('Please, you
// must first load data from a volume.' until then). Reads the tags and hands them to the form,
// which starts again from the saved values whenever another site is loaded.
import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import { LOAD_VOLUME_FIRST_MESSAGE } from "@/lib/domain/contractData";
import type { Region } from "@/lib/domain/regions";
import { ApiError } from "@/lib/client/ApiError";
import ModalSection from "@/components/common/ModalSection";
import { useInstanceTags } from "@/data/information/useInstanceTags";
import { useVolumeTags } from "@/data/information/useVolumeTags";
import ContractForm, { type ContractSite } from "./ContractForm";

export interface ContractSectionProps {
  instance: Instance;
  region: Region;
  /** On a shared server, the site loaded from the volumes table (null until one is). */
  volume: Volume | null;
}

function siteOf(instance: Instance, volume: Volume | null): ContractSite {
  const shared = instance.deploymentType === "shared";
  const from = shared && volume ? volume : instance;
  return {
    instanceId: instance.instanceId,
    instanceName: instance.name,
    ip: instance.publicIpAddress,
    shared,
    volumeId: shared ? (volume?.volumeId ?? null) : null,
    label: shared && volume ? volume.client || volume.domain || volume.volumeId : instance.name,
    domain: from.domain || null,
    lms: from.lms || instance.lms,
    version: from.version ?? null,
  };
}

export default function ContractSection({ instance, region, volume }: ContractSectionProps) {
  const site = siteOf(instance, volume);
  const instanceTags = useInstanceTags(instance.instanceId, region, !site.shared);
  const volumeTags = useVolumeTags(instance.instanceId, site.volumeId, region);
  const tags = site.shared ? volumeTags : instanceTags;

  let body;
  if (site.shared && !site.volumeId) {
    body = (
      <>
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {LOAD_VOLUME_FIRST_MESSAGE} Use a site&apos;s details button in the volumes table below.
        </Alert>
        <ContractForm key="none" site={site} region={region} tags={null} />
      </>
    );
  } else if (tags.error) {
    body = (
      <Alert severity="error" role="alert">
        {tags.error instanceof ApiError ? tags.error.message : "An error has occurred. The contract data could not be loaded."}
      </Alert>
    );
  } else if (!tags.data) {
    body = (
      <Typography role="status" variant="body2" color="text.secondary">
        Loading contract data…
      </Typography>
    );
  } else {
    body = <ContractForm key={site.volumeId ?? site.instanceId} site={site} region={region} tags={tags.data.tags} />;
  }

  return <ModalSection title={site.shared && site.volumeId ? `Contract data · ${site.label}` : "Contract data"}>{body}</ModalSection>;
}
