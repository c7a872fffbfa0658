// Upload modal route (spec 1 §2; the path is spelled "updloads" in the route table).
import PendingModal from "@/components/instances/PendingModal";

type Params = { instanceId: string; address: string; lms: string };

export default async function UploadsModal({ params }: { params: Promise<Params> }) {
  const { instanceId, address, lms } = await params;
  return <PendingModal title={`Uploads · ${instanceId}`} details={{ "Instance ID": instanceId, Address: address, LMS: lms }} />;
}
