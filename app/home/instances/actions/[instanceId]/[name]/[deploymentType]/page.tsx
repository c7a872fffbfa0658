// Actions modal route (spec 1 §2): start, stop, reboot, backup, file access and delete.
import { decodeParams } from "@/lib/domain/routeParam";
import ActionsModal from "@/components/instances/actions/ActionsModal";

type Params = { instanceId: string; name: string; deploymentType: string };

export default async function ActionsModalPage({ params }: { params: Promise<Params> }) {
  return <ActionsModal {...decodeParams(await params)} />;
}
