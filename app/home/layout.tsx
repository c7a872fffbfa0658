// Everything under /home: the current user is loaded from the upstream first (a failure
// ends the session and returns to sign-in, spec 1 §2), the region comes from its cookie,
// and the pages are framed in the console shell.
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { serverSession } from "@/lib/upstream/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import ConsoleShell from "@/components/shell/ConsoleShell";

export default async function HomeLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  const user = await upstreamJson({ endpoint: api.getUser }, session.creds).catch(() => null);
  if (!user) redirect("/signed-out");

  const regionCookie = (await cookies()).get(REGION_COOKIE)?.value;
  return (
    <ConsoleShell user={user} region={parseRegion(regionCookie)} hasRegionCookie={regionCookie !== undefined}>
      {children}
    </ConsoleShell>
  );
}
