// The part of an information URL after the deployment: nothing, the version, and/or a nested
// modal (spec 3 §2.1). The layout above shows the information modal; this page checks the
// whole URL against the route table, so a URL of another shape is "not found".
import { notFound } from "next/navigation";
import { matchInformation } from "@/lib/routing/informationRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";

export default async function InformationChildRoute({ params }: Pick<RoutePageProps, "params">) {
  const match = matchInformation(await params);
  if (!match) notFound();
  // The nested modals' screens come with the information modal's volumes (issue 11): each will
  // render here from match.child, over the information modal. Until then their URLs are not found.
  if (match.child) notFound();
  return null;
}
