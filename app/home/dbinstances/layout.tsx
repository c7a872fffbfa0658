// /home/dbinstances (spec 2 §2.10, the shell's RDS switch): the region's database servers,
// rendered on the server, with the row modals (child routes) over them. Being a layout, the
// list stays mounted while modals open and close.
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import type { DbInstanceList as DbInstanceListData } from "@/lib/contract/schemas/database";
import { DB_MESSAGES } from "@/lib/domain/dbInstances";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { serverSession } from "@/lib/upstream/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import DbInstanceDataProvider from "@/components/dbinstances/DbInstanceDataProvider";
import DbInstanceList from "@/components/dbinstances/DbInstanceList";
import { dbInstanceListKey } from "@/data/dbinstances/keys";

export default async function DbInstancesLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  const region = parseRegion((await cookies()).get(REGION_COOKIE)?.value);
  const loaded: { list: DbInstanceListData | null; error: string | null } = await upstreamJson({ endpoint: api.listDbInstances, query: { region } }, session.creds).then(
    (list) => ({ list, error: null }),
    (err: unknown) => ({ list: null, error: err instanceof Error && err.message ? err.message : DB_MESSAGES.listFailed }),
  );
  return (
    <DbInstanceDataProvider listKey={dbInstanceListKey(region)} list={loaded.list}>
      <DbInstanceList initial={{ region, error: loaded.error }} />
      {children}
    </DbInstanceDataProvider>
  );
}
