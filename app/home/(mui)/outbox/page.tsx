// /home/outbox: the development outbox of the simulated upstream (see README, "Dev outbox").
// Admins and superadmins only, like the page gate in lib/auth/pageGates.ts, judged by the role
// the upstream gives now (lib/upstream/currentUser.ts), not the cookie's copy: a user demoted
// since signing in is told the page is not theirs and the outbox is not read.
import { isRole, roleAtLeast } from "@/lib/contract/types";
import { pageMinRole } from "@/lib/auth/pageGates";
import { readDevOutbox } from "@/lib/upstream/devOutbox";
import { loadCurrentUser } from "@/lib/upstream/currentUser";
import OutboxList from "@/components/dev/OutboxList";
import OutboxNotAuthorized from "@/components/dev/OutboxNotAuthorized";

export const dynamic = "force-dynamic";

export default async function OutboxPage() {
  const loaded = await loadCurrentUser();
  const role = loaded.kind === "user" ? loaded.user.role : undefined;
  if (!isRole(role) || !roleAtLeast(role, pageMinRole("/home/outbox"))) return <OutboxNotAuthorized />;
  return <OutboxList mails={await readDevOutbox()} />;
}
