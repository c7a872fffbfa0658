// Information modal route with the instance's version.
import InformationModal, { type InformationParams } from "@/components/instances/InformationModal";

export default async function InformationRoute({ params }: { params: Promise<InformationParams> }) {
  return <InformationModal {...await params} />;
}
