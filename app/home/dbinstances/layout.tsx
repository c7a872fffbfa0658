// /home/dbinstances (spec 2 §2.10, the shell's RDS switch): the region's database servers, with
// the row modals (child routes) over them. Being a layout, the list stays mounted while modals
// open and close. The shell and the heading are sent at once; the list streams in when the
// upstream answers.
import { Suspense, type ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { serverSession } from "@/lib/session/serverSession";
import DbInstanceListLoader from "./DbInstanceListLoader";
import ListLoading from "@/components/instances/ListLoading";
import { DB_INSTANCE_LIST_NAMES } from "@/components/instances/listNames";

export default async function DbInstancesLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  const region = parseRegion((await cookies()).get(REGION_COOKIE)?.value);
  return (
    <Suspense fallback={<ListLoading {...DB_INSTANCE_LIST_NAMES} />}>
      <DbInstanceListLoader session={session} region={region}>
        {children}
      </DbInstanceListLoader>
    </Suspense>
  );
}
