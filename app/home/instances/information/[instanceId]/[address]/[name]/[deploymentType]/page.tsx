// Information modal route without a version (an instance with no version data).
import InformationModal, { type InformationParams } from "@/components/instances/InformationModal";

export default async function InformationRoute({ params }: { params: Promise<InformationParams> }) {
  return <InformationModal {...await params} />;
}
