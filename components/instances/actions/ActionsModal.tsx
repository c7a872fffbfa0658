"use client";
// The actions modal (spec 1 §2): General (motive, Start, Stop, Reboot) for everyone; Backup and
// File Access on dedicated servers; Delete for admin and superadmin. Closes to the list.
import { useRouter } from "next/navigation";
import Alert from "@mui/material/Alert";
import RouteModal from "@/components/common/RouteModal";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useListedInstance } from "../useListedInstance";
import BackupSection from "./BackupSection";
import DeleteSection from "./DeleteSection";
import FileAccessSection from "./FileAccessSection";
import PowerSection from "./PowerSection";

const CLOSE_TO = "/home/instances";

export interface ActionsModalProps {
  instanceId: string;
  name: string;
  deploymentType: string;
}

export default function ActionsModal({ instanceId, name, deploymentType }: ActionsModalProps) {
  const { can } = useConsoleUser();
  const { instance } = useListedInstance(instanceId);
  const router = useRouter();
  const dedicated = deploymentType === "dedicated";
  const ip = instance?.publicIpAddress;

  return (
    <RouteModal title={`Actions · ${name}`} closeTo={CLOSE_TO}>
      <PowerSection instanceId={instanceId} name={name} state={instance?.state} />
      {dedicated && can.backup ? (
        <BackupSection instanceId={instanceId} name={name} domain={instance?.domain} onCancel={() => router.push(CLOSE_TO, { scroll: false })} />
      ) : null}
      {dedicated ? (
        instance?.domain && ip ? (
          <FileAccessSection instanceId={instanceId} domain={instance.domain} ip={ip} canChange={can.fileAccessChange} />
        ) : (
          <Alert severity="info" sx={{ mt: 3 }}>
            File access needs the instance&apos;s domain and address from the list of its region.
          </Alert>
        )
      ) : null}
      {can.deleteLms ? <DeleteSection instanceId={instanceId} name={name} deletesLms={dedicated} /> : null}
    </RouteModal>
  );
}
