// Full update modal route (spec 2 §2.9, 3 §2.8): manual and scheduled updates.
import PendingModal from "@/components/instances/PendingModal";

type Params = { instanceId: string; address: string; name: string; deploymentType: string };

export default async function UpgradeModal({ params }: { params: Promise<Params> }) {
  const { instanceId, address, name, deploymentType } = await params;
  return <PendingModal title={name} details={{ "Instance ID": instanceId, Address: address, Deployment: deploymentType }} />;
}
