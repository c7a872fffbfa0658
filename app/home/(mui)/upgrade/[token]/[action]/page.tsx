// Upgrade page (spec 2 §2.7), opened from an upgrade request's mail (a remembered link, followed
// after sign-in). Its params are read through the route table (decoded once).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { upgradePageRoute } from "@/lib/routing/pageRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import UpgradeProcessPage from "@/components/upgrades/UpgradeProcessPage";

export const metadata: Metadata = { title: "Upgrade LMS · LMS Operations Console" };

export default async function UpgradePage({ params }: Pick<RoutePageProps, "params">) {
  const parsed = upgradePageRoute.parse(await params);
  if (!parsed) notFound();
  return <UpgradeProcessPage process="upgrade" token={parsed.token} action={parsed.action} />;
}
