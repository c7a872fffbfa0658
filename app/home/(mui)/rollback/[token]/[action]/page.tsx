// Rollback page (spec 2 §2.8), opened from a mailed link (a remembered link, followed after
// sign-in). Its params are read through the route table (decoded once).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { rollbackPageRoute } from "@/lib/routing/pageRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import UpgradeProcessPage from "@/components/upgrades/UpgradeProcessPage";

export const metadata: Metadata = { title: "Rollback Process · LMS Operations Console" };

export default async function RollbackPage({ params }: Pick<RoutePageProps, "params">) {
  const parsed = rollbackPageRoute.parse(await params);
  if (!parsed) notFound();
  return <UpgradeProcessPage process="rollback" token={parsed.token} action={parsed.action} />;
}
