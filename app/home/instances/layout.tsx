// /home/instances: the list, rendered on the server for the chosen region (all of it, or for a
// large fleet its first screen: lib/domain/firstScreen), with the row modals (child routes) over
// it. Being a layout, the list stays mounted while modals open and close, so neither closing nor
// browser Back fetches it again.
import type { ReactNode } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { LIST_COLUMNS_COOKIE, parseListView, parseRememberedColumns } from "@/lib/domain/listView";
import { firstScreen } from "@/lib/domain/firstScreen";
import { VIEW_REQUEST_HEADER } from "@/lib/routing/viewHeader";
import { serverSession } from "@/lib/upstream/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import { handOffList } from "@/lib/upstream/listHandOff";
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
  // A large fleet: the first rows of the address's view now, the whole list fetched after.
  const view = parseListView(new URLSearchParams((await headers()).get(VIEW_REQUEST_HEADER) ?? ""));
  const { list } = loaded;
  const screen = list ? firstScreen(list.instances, view) : null;
  // The browser reads the whole list next: it gets this one rather than the upstream building it again.
  if (list && screen) handOffList(session.creds.sid, region, list);
  return (
    <InstanceDataProvider listKey={instanceListKey(region)} list={screen ? null : list}>
      <InstanceList initial={{ region, error: loaded.error, firstScreen: screen }} role={session.jwt.role} rememberedColumns={parseRememberedColumns(jar.get(LIST_COLUMNS_COOKIE)?.value)} />
      {children}
    </InstanceDataProvider>
  );
}
