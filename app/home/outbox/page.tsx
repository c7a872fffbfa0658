// /home/outbox: the development outbox of the simulated upstream (see README, "Dev outbox").
import { readDevOutbox } from "@/lib/upstream/devOutbox";
import OutboxList from "@/components/dev/OutboxList";

export const dynamic = "force-dynamic";

export default async function OutboxPage() {
  return <OutboxList mails={await readDevOutbox()} />;
}
