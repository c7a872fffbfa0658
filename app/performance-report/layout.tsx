// /performance-report (spec 3 §2.3) in the console's signed-in frame (the current user loaded on
// entry, as under /home). The report is this layout, so its events and running-tasks modals
// (child routes) open over it without reloading it; the instance list is loaded on the server
// for the first paint (GET /instances/basic-list).
import { Suspense, type ReactNode } from "react";
import { redirect } from "next/navigation";
import { api } from "@/lib/contract";
import { apiUrl } from "@/lib/client/api";
import { routes } from "@/lib/contract/routes";
import { serverSession } from "@/lib/session/serverSession";
import { upstreamJson } from "@/lib/upstream/upstreamJson";
import HomeLayout from "@/app/home/layout";
import MuiScope from "@/components/common/mui/MuiScope";
import SeededData from "@/components/common/SeededData";
import ReportHeader from "@/components/reports/ReportHeader";
import PerformanceReport from "@/components/reports/performance/PerformanceReport";

export default async function PerformanceReportLayout({ children }: { children: ReactNode }) {
  const session = await serverSession();
  if (!session) redirect("/");
  // A failure here is left to the browser's read, which shows it.
  const list = await upstreamJson({ endpoint: api.basicInstanceList }, session.creds).catch(() => null);
  return (
    <HomeLayout>
      <MuiScope>
        <SeededData seeds={list ? { [apiUrl(routes.basicInstanceList)]: list } : {}}>
          <ReportHeader title="Performance report" />
          <Suspense fallback={null}>
            <PerformanceReport />
            {children}
          </Suspense>
        </SeededData>
      </MuiScope>
    </HomeLayout>
  );
}
