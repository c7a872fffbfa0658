// Commands modal route (spec 1 §2): services, logs, memory, CPU and cron jobs.
import PendingModal from "@/components/instances/PendingModal";

type Params = { instanceId: string; address: string; name: string };

export default async function CommandsModal({ params }: { params: Promise<Params> }) {
  const { instanceId, address, name } = await params;
  return <PendingModal title={`Commands · ${name}`} details={{ "Instance ID": instanceId, Address: address, Name: name }} />;
}
