// Scheduled Upgrade Batch approval page (spec 3 §2.7), opened from a mail (a remembered link,
// followed after sign-in). Its param is read through the route table (decoded once).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { batchApproveRoute } from "@/lib/routing/pageRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import BatchApprovalPage from "@/components/scheduling/approve/BatchApprovalPage";

export const metadata: Metadata = { title: "Scheduled Upgrade Batch · LMS Operations Console" };

export default async function BatchApprovePage({ params }: Pick<RoutePageProps, "params">) {
  const parsed = batchApproveRoute.parse(await params);
  if (!parsed) notFound();
  return <BatchApprovalPage batchId={parsed.batchId} />;
}
