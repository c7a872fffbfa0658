// /home/instances: the list, rendered on the server for the chosen region, with the row
// modals (child routes) over it. Being a layout, the list stays mounted while modals open
// and close, so neither closing nor browser Back fetches it again.
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { serverSession } from "@/lib/upstream/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import InstanceList, { type InitialInstances } from "@/components/instances/InstanceList";
import InstanceWatchProvider from "@/components/instances/InstanceWatch";

export default async function InstancesLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  const region = parseRegion((await cookies()).get(REGION_COOKIE)?.value);
  const initial: InitialInstances = await upstreamJson({ endpoint: api.listInstances, query: { region } }, session.creds).then(
    (list) => ({ region, instances: list.instances }),
    (err: unknown) => ({ region, error: err instanceof Error ? err.message : "Oops! Unable to get instances." }),
  );
  return (
    <InstanceWatchProvider>
      <InstanceList initial={initial} role={session.jwt.role} />
      {children}
    </InstanceWatchProvider>
  );
}
