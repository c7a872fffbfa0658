// Upload modal route (spec 1 §2; the path is spelled "updloads" in the route table).
// Next hands dynamic segments over still percent-encoded, so they are decoded once here.
import UploadModal from "@/components/instances/uploads/UploadModal";

type Params = { instanceId: string; address: string; lms: string };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray "%" that is not an escape: keep the text as typed.
    return segment;
  }
}

export default async function UploadsModal({ params }: { params: Promise<Params> }) {
  const { instanceId, address, lms } = await params;
  return <UploadModal instanceId={decoded(instanceId)} address={decoded(address)} lms={decoded(lms)} />;
}
