// /home/outbox: the development outbox of the simulated upstream (see README, "Dev outbox").
// Admins and superadmins only, like the page gate in lib/auth/pageGates.ts: for anyone else
// the page says so and the outbox is not read.
import { isRole, roleAtLeast } from "@/lib/contract/types";
import { pageMinRole } from "@/lib/auth/pageGates";
import { readDevOutbox } from "@/lib/upstream/devOutbox";
import { serverSession } from "@/lib/session/serverSession";
import OutboxList from "@/components/dev/OutboxList";
import OutboxNotAuthorized from "@/components/dev/OutboxNotAuthorized";

export const dynamic = "force-dynamic";

export default async function OutboxPage() {
  const session = await serverSession();
  const role = session?.jwt.role;
  if (!isRole(role) || !roleAtLeast(role, pageMinRole("/home/outbox"))) return <OutboxNotAuthorized />;
  return <OutboxList mails={await readDevOutbox()} />;
}
