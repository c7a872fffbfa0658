// Actions modal route (spec 1 §2): start, stop, reboot, backup, file access and delete.
import PendingModal from "@/components/instances/PendingModal";

type Params = { instanceId: string; name: string; deploymentType: string };

export default async function ActionsModal({ params }: { params: Promise<Params> }) {
  const { instanceId, name, deploymentType } = await params;
  return <PendingModal title={`Actions · ${name}`} details={{ "Instance ID": instanceId, Name: name, Deployment: deploymentType }} />;
}
