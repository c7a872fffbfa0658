"use client";
// The actions modal (spec 1 §2): General (motive, Start, Stop, Reboot) for everyone; Backup and
// File Access on dedicated servers; Delete for admin and superadmin. Closes to the list.
// What these change is decided by the instance as the list holds it, never by the URL: its
// name (which the delete check compares against) and deployment come from the listed record,
// and a URL that disagrees with it is refused instead of offering the sections.
import Alert from "@mui/material/Alert";
import RouteModal, { useCloseRouteModal } from "@/components/common/RouteModal";
import { useConsoleUser } from "@/components/shell/UserContext";
import { actionsRoute } from "@/lib/routing/instanceModals";
import { LINK_MESSAGES, linkMatchesRecord } from "@/lib/routing/linkMatchesRecord";
import { useListedInstance } from "../useListedInstance";
import BackupSection from "./BackupSection";
import DeleteSection from "./DeleteSection";
import FileAccessSection from "./FileAccessSection";
import PowerSection from "./PowerSection";

export interface ActionsModalProps {
  instanceId: string;
  /** The name and deployment the URL gives; only checked against the listed instance. */
  name: string;
  deploymentType: string;
  /** Where closing goes (the route table's; the list by default). */
  closeTo?: string;
}

export default function ActionsModal({ instanceId, name, deploymentType, closeTo }: ActionsModalProps) {
  const { can } = useConsoleUser();
  const { instance } = useListedInstance(instanceId);
  const to = closeTo ?? actionsRoute.closeTo({ instanceId, name, deploymentType });
  const close = useCloseRouteModal(to);
  const check = linkMatchesRecord(instance, { name, deploymentType });

  return (
    <RouteModal title={`Actions · ${instance?.name ?? name}`} closeTo={to}>
      {check.kind === "match" ? (
        <ListedActions instance={check.record} onCancelBackup={close} can={can} />
      ) : (
        // Until the list holds the instance nothing here may act on it; a link that names
        // another instance than the listed one is refused outright.
        <Alert severity={check.kind === "mismatch" ? "error" : "info"} role={check.kind === "mismatch" ? "alert" : "status"}>
          {check.kind === "mismatch" ? LINK_MESSAGES.mismatch(check.listedName) : LINK_MESSAGES.unlisted}
        </Alert>
      )}
    </RouteModal>
  );
}

type Listed = NonNullable<ReturnType<typeof useListedInstance>["instance"]>;

function ListedActions({ instance, onCancelBackup, can }: { instance: Listed; onCancelBackup: () => void; can: ReturnType<typeof useConsoleUser>["can"] }) {
  const { instanceId, name } = instance;
  const dedicated = instance.deploymentType === "dedicated";
  const ip = instance.publicIpAddress;
  return (
    <>
      <PowerSection instanceId={instanceId} name={name} state={instance.state} deploymentType={instance.deploymentType} ip={ip} />
      {dedicated && can.backup ? <BackupSection instanceId={instanceId} name={name} domain={instance.domain} onCancel={onCancelBackup} /> : null}
      {dedicated ? (
        instance.domain && ip ? (
          <FileAccessSection instanceId={instanceId} domain={instance.domain} ip={ip} canChange={can.fileAccessChange} />
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            File access needs the instance&apos;s domain and address from the list of its region.
          </Alert>
        )
      ) : null}
      {can.deleteLms ? <DeleteSection instanceId={instanceId} name={name} deletesLms={dedicated} /> : null}
    </>
  );
}
