// The instance list of a region as the server renders it (all of it, or for a large fleet its
// first screen: lib/domain/firstScreen), with the row modals (child routes) over it. It waits for
// the upstream inside a Suspense boundary (the /home/instances layout), so the shell and the
// list's heading are painted while a large fleet is still being built upstream.
import { cookies, headers } from "next/headers";
import { api } from "@/lib/contract";
import { LIST_COLUMNS_COOKIE, parseListView, parseRememberedColumns } from "@/lib/domain/listView";
import { firstScreen } from "@/lib/domain/firstScreen";
import { VIEW_REQUEST_HEADER } from "@/lib/http/headerNames";
import type { ListLoaderProps } from "../listLoaderProps";
import { upstreamAnswer } from "@/lib/upstream/upstreamJson";
import { handOffList, type HandedOffList } from "@/lib/upstream/listHandOff";
import type { InstanceList as InstanceListData } from "@/lib/contract/schemas/instance";
import { instanceListKey } from "@/data/instances/keys";
import InstanceDataProvider from "@/components/instances/InstanceDataProvider";
import InstanceList from "@/components/instances/InstanceList";

export default async function InstanceListLoader({ session, region, children }: ListLoaderProps) {
  const loaded: { answer: HandedOffList | null; error: string | null } = await upstreamAnswer({ endpoint: api.listInstances, query: { region } }, session.creds).then(
    (answer) => ({ answer, error: null }),
    (err: unknown) => ({ answer: null, error: err instanceof Error ? err.message : "Oops! Unable to get instances." }),
  );
  // A large fleet: the first rows of the address's view now, the whole list fetched after.
  const view = parseListView(new URLSearchParams((await headers()).get(VIEW_REQUEST_HEADER) ?? ""));
  const { answer } = loaded;
  const list: InstanceListData | null = answer?.data ?? null;
  const screen = list ? firstScreen(list.instances, view) : null;
  // The browser reads the whole list next: it gets this one rather than the upstream building it again.
  if (answer && screen) handOffList(session.creds.sid, region, answer);
  const remembered = parseRememberedColumns((await cookies()).get(LIST_COLUMNS_COOKIE)?.value);
  return (
    <InstanceDataProvider listKey={instanceListKey(region)} list={screen ? null : list}>
      <InstanceList initial={{ region, error: loaded.error, firstScreen: screen }} role={session.jwt.role} rememberedColumns={remembered} />
      {children}
    </InstanceDataProvider>
  );
}
