// /home/instances: the list of the chosen region, with the row modals (child routes) over it.
// Being a layout, the list stays mounted while modals open and close, so neither closing nor
// browser Back fetches it again. The shell and the heading are sent at once; the list streams in
// when the upstream answers, so the first paint does not wait on the fleet's size.
import { Suspense, type ReactNode } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { serverSession } from "@/lib/session/serverSession";
import InstanceListLoader from "./InstanceListLoader";
import ListLoading from "@/components/instances/ListLoading";
import { INSTANCE_LIST_NAMES } from "@/components/instances/listNames";

export default async function InstancesLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  const region = parseRegion((await cookies()).get(REGION_COOKIE)?.value);
  return (
    <Suspense fallback={<ListLoading {...INSTANCE_LIST_NAMES} />}>
      <InstanceListLoader session={session} region={region}>
        {children}
      </InstanceListLoader>
    </Suspense>
  );
}
