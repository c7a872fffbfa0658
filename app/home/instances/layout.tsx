// /home/instances: the list, rendered on the server for the chosen region, with the row
// modals (child routes) over it. Being a layout, the list stays mounted while modals open
// and close, so neither closing nor browser Back fetches it again.
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { LIST_COLUMNS_COOKIE, parseRememberedColumns } from "@/lib/domain/listView";
import { serverSession } from "@/lib/upstream/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import type { InstanceList as InstanceListData } from "@/lib/contract/schemas/instance";
import InstanceDataProvider from "@/components/instances/InstanceDataProvider";
import InstanceList from "@/components/instances/InstanceList";
import { instanceListKey } from "@/data/instances/keys";

export default async function InstancesLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  const jar = await cookies();
  const region = parseRegion(jar.get(REGION_COOKIE)?.value);
  const loaded: { list: InstanceListData | null; error: string | null } = await upstreamJson({ endpoint: api.listInstances, query: { region } }, session.creds).then(
    (list) => ({ list, error: null }),
    (err: unknown) => ({ list: null, error: err instanceof Error ? err.message : "Oops! Unable to get instances." }),
  );
  return (
    <InstanceDataProvider listKey={instanceListKey(region)} list={loaded.list}>
      <InstanceList initial={{ region, error: loaded.error }} role={session.jwt.role} rememberedColumns={parseRememberedColumns(jar.get(LIST_COLUMNS_COOKIE)?.value)} />
      {children}
    </InstanceDataProvider>
  );
}
