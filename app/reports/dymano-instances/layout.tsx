// The cloud-database report (spec 3 §2.4), rendered first on the server: the table (GET
// /dynamo-instances) seeds the cache; the domains modal (a child route) opens over it.
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import { apiUrl } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import { serverSession } from "@/lib/session/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import SeededData from "@/components/common/SeededData";
import ReportHeader from "@/components/reports/ReportHeader";
import CloudDbReport from "@/components/reports/clouddb/CloudDbReport";

export default async function CloudDbLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  // A failure here is left to the browser's read, which shows the spec's sentence.
  const list = await upstreamJson({ endpoint: api.dynamoInstances }, session.creds).catch(() => null);
  return (
    <SeededData seeds={list ? { [apiUrl(routes.dynamoInstances)]: list } : {}}>
      <ReportHeader title="Cloud-database report" backTitle="Instances from AWS" />
      <CloudDbReport />
      {children}
    </SeededData>
  );
}
