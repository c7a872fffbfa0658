"use client";
// What a volume row modal acts on, read from the lists beneath it: the instance from the
// instance list, the volume from the information modal's volume list (the same cache entry as
// its table). Its children render only once the URL has been checked against both
// (checkLmsLink); until then it says why nothing may act, or that the volumes are loading.
import type { ReactNode } from "react";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import type { Instance } from "@/lib/contract/schemas/instance";
import type { Volume } from "@/lib/contract/schemas/volume";
import { VOLUME_LINK_MESSAGES } from "@/lib/domain/lmsOperations";
import type { Region } from "@/lib/domain/regions";
import { useVolumes } from "@/data/volumes/useVolumes";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { useListedInstance } from "../../useListedInstance";
import { checkLmsLink, type LmsLink } from "./lmsLink";

export interface ListedLmsProps {
  link: LmsLink;
  region: Region;
  children(listed: { instance: Instance; volume: Volume }): ReactNode;
}

export default function ListedLms({ link, region, children }: ListedLmsProps) {
  const { instance } = useListedInstance(link.information.instanceId);
  // Checked before the volumes are asked for: a refused or unlisted link reads nothing.
  const check = checkLmsLink(link, { instance, volumes: undefined });
  if (check.kind === "refused") return <Refusal message={check.message} />;
  if (check.kind === "waiting") return <Waiting message={check.message} />;
  return (
    <WithVolumes link={link} instance={check.instance} region={region}>
      {children}
    </WithVolumes>
  );
}

function WithVolumes({ link, instance, region, children }: ListedLmsProps & { instance: Instance }) {
  const { data, error } = useVolumes(instance.instanceId, region, instance.publicIpAddress);
  if (data && !data.success) return <Refusal message={data.message?.trim() || VOLUME_LINK_MESSAGES.volumesFailed} />;
  if (error && !data) return <Refusal message={serverMessageOf(error) ?? VOLUME_LINK_MESSAGES.volumesFailed} />;
  const check = checkLmsLink(link, { instance, volumes: data?.volumes });
  if (check.kind === "refused") return <Refusal message={check.message} />;
  if (check.kind !== "ready") return check.kind === "waiting" ? <Waiting message={check.message} /> : <LinearProgress aria-label="Loading volumes" />;
  return <>{children({ instance: check.instance, volume: check.volume })}</>;
}

function Refusal({ message }: { message: string }) {
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}

function Waiting({ message }: { message: string }) {
  return (
    <Alert severity="info" role="status">
      {message}
    </Alert>
  );
}
