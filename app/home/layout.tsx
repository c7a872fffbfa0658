// Everything under /home: the current user is loaded from the upstream first — a 401 or 403
// (or a session that cannot be refreshed) ends the session and returns to sign-in (spec 1 §2);
// any other failure keeps the session and lets the shell load the user in the browser, with
// the error and Retry — the region comes from its cookie, and the pages are framed in the shell.
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { serverSession } from "@/lib/upstream/serverSession";
import { SessionEndedError } from "@/lib/upstream/errors";
import { UpstreamHttpError, upstreamJson } from "@/lib/upstream/upstreamJson";
import ConsoleShell from "@/components/shell/ConsoleShell";

export default async function HomeLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  const loaded = await upstreamJson({ endpoint: api.getUser }, session.creds).then(
    (user) => ({ user, ended: false }),
    (err: unknown) => ({ user: null, ended: err instanceof SessionEndedError || (err instanceof UpstreamHttpError && (err.status === 401 || err.status === 403)) }),
  );
  if (loaded.ended) redirect("/signed-out");
  const user = loaded.user;

  const regionCookie = (await cookies()).get(REGION_COOKIE)?.value;
  return (
    <ConsoleShell user={user} region={parseRegion(regionCookie)} hasRegionCookie={regionCookie !== undefined}>
      {children}
    </ConsoleShell>
  );
}
