// Commands modal route (spec 1 §2): services, logs, memory, CPU and cron jobs. Its params are
// read through the route table (decoded once; an empty address arrives as "").
import { notFound } from "next/navigation";
import { commandsRoute } from "@/lib/routing/instanceModals";
import { regionFromQuery } from "@/lib/routing/regionQuery";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import CommandsModal from "@/components/instances/commands/CommandsModal";

export default async function CommandsRoute({ params, searchParams }: RoutePageProps) {
  const parsed = commandsRoute.parse(await params);
  if (!parsed) notFound();
  const region = regionFromQuery((await searchParams).region);
  return <CommandsModal {...parsed} closeTo={commandsRoute.closeTo(parsed, { region })} />;
}
