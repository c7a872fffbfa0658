// The usage report (spec 3 §2.2): its INSTANCE choices are loaded on the server for the first
// paint (GET /instances/data); the charts are asked for in the browser, once chosen.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import { parseRegion, REGION_COOKIE } from "@/lib/domain/regions";
import { serverSession } from "@/lib/session/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import SeededData from "@/components/common/SeededData";
import ReportHeader from "@/components/reports/ReportHeader";
import UsageReport from "@/components/reports/usage/UsageReport";
import { reportInstancesKey } from "@/data/reports/keys";

export default async function UsabilityReportPage() {
  const session = await serverSession();
  if (!session) redirect("/");
  const region = parseRegion((await cookies()).get(REGION_COOKIE)?.value);
  // A failure here is left to the browser's read, which shows it (and retries on a region change).
  const data = await upstreamJson({ endpoint: api.instancesData, query: { region } }, session.creds).catch(() => null);
  return (
    <SeededData seeds={data ? { [reportInstancesKey(region)]: data } : {}}>
      <ReportHeader title="Usage report" />
      <UsageReport />
    </SeededData>
  );
}
