// The database servers of a region as the server renders them, with the row modals (child
// routes) over them. It waits for the upstream inside a Suspense boundary (the
// /home/dbinstances layout), so the shell and the list's heading are painted first. The read goes
// through the answer memo: the same list, byte for byte, is not parsed and validated again.
import { api } from "@/lib/contract";
import type { DbInstanceList as DbInstanceListData } from "@/lib/contract/schemas/database";
import { DB_MESSAGES } from "@/lib/domain/dbInstances";
import type { ListLoaderProps } from "../listLoaderProps";
import { upstreamAnswer } from "@/lib/upstream/upstreamJson";
import { dbInstanceListKey } from "@/data/dbinstances/keys";
import DbInstanceDataProvider from "@/components/dbinstances/DbInstanceDataProvider";
import DbInstanceList from "@/components/dbinstances/DbInstanceList";

export default async function DbInstanceListLoader({ session, region, children }: ListLoaderProps) {
  const loaded: { list: DbInstanceListData | null; error: string | null } = await upstreamAnswer({ endpoint: api.listDbInstances, query: { region } }, session.creds).then(
    ({ data }) => ({ list: data, error: null }),
    (err: unknown) => ({ list: null, error: err instanceof Error && err.message ? err.message : DB_MESSAGES.listFailed }),
  );
  return (
    <DbInstanceDataProvider listKey={dbInstanceListKey(region)} list={loaded.list}>
      <DbInstanceList initial={{ region, error: loaded.error }} />
      {children}
    </DbInstanceDataProvider>
  );
}
