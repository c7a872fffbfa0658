// Everything under /home: the current user is loaded from the upstream first — a 401 or 403
// (or a session that cannot be refreshed) ends the session and returns to sign-in (spec 1 §2);
// any other failure keeps the session and lets the shell load the user in the browser, with
// the error and Retry — the region comes from its cookie, and the pages are framed in the shell.
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { idleTimeouts } from "@/lib/auth/idle";
import { config } from "@/lib/config";
import { roleRecheckMs } from "@/lib/auth/roleRecheck";
import { loadCurrentUser } from "@/lib/upstream/currentUser";
import ConsoleShell from "@/components/shell/ConsoleShell";

export default async function HomeLayout({ children }: { children: ReactNode }) {
  const loaded = await loadCurrentUser();
  if (loaded.kind === "anonymous") redirect("/");
  if (loaded.kind === "ended") redirect("/signed-out");
  const user = loaded.kind === "user" ? loaded.user : null;

  const regionCookie = (await cookies()).get(REGION_COOKIE)?.value;
  return (
    <ConsoleShell user={user} userRecheckMs={roleRecheckMs()} idle={idleTimeouts(config().auth)} region={parseRegion(regionCookie)} hasRegionCookie={regionCookie !== undefined}>
      {children}
    </ConsoleShell>
  );
}
