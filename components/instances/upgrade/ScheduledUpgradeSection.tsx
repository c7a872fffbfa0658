"use client";
// The Scheduled Update section (spec 3 §2.8, §8): the server's volumes (the shared or the
// dedicated list, by the listed deployment), kept to the schedulable ones (a domain, not the
// root device, Moodle), sorted by instanceId; 'No volumes found for this instance' or 'No valid
// volumes found for this instance' instead of an empty table.
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import type { Instance } from "@/lib/contract/schemas/instance";
import { VOLUME_LINK_MESSAGES } from "@/lib/domain/lmsOperations";
import type { Region } from "@/lib/domain/regions";
import { emptyVolumesMessage, schedulableVolumes } from "@/lib/domain/upgradeVolumes";
import ModalSection from "@/components/common/ModalSection";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { useUpgradeVolumes } from "@/data/upgrades/useUpgradeVolumes";
import ScheduleForm from "./ScheduleForm";

export default function ScheduledUpgradeSection({ instance, region }: { instance: Instance; region: Region }) {
  const { data, error } = useUpgradeVolumes(instance.instanceId, instance.deploymentType, region);
  return (
    <ModalSection title="Scheduled Update">
      <Content data={data} error={error} instance={instance} />
    </ModalSection>
  );
}

function Content({ data, error, instance }: { data: ReturnType<typeof useUpgradeVolumes>["data"]; error: unknown; instance: Instance }) {
  if (!data) {
    if (!error) return <LinearProgress aria-label="Loading volumes" />;
    return <Problem message={serverMessageOf(error) ?? VOLUME_LINK_MESSAGES.volumesFailed} />;
  }
  if (!data.success) return <Problem message={data.message?.trim() || VOLUME_LINK_MESSAGES.volumesFailed} />;
  const rows = schedulableVolumes(data.volumes);
  const empty = emptyVolumesMessage(data.volumes.length, rows.length);
  if (empty !== null) {
    return (
      <Alert severity="info" role="status">
        {empty}
      </Alert>
    );
  }
  return <ScheduleForm key={rows.map((row) => row.volumeId).join(" ")} instance={instance} rows={rows} />;
}

function Problem({ message }: { message: string }) {
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
