// Commands modal route (spec 1 §2): services, logs, memory, CPU and cron jobs. Next hands the
// segments over still percent-encoded (on a cold load and on a client navigation alike), so
// they are decoded once here.
import { decodeParams } from "@/lib/domain/routeParam";
import CommandsModal from "@/components/instances/commands/CommandsModal";

type Params = { instanceId: string; address: string; name: string };

export default async function CommandsRoute({ params }: { params: Promise<Params> }) {
  const { instanceId, address, name } = decodeParams(await params);
  return <CommandsModal instanceId={instanceId} address={address} name={name} />;
}
