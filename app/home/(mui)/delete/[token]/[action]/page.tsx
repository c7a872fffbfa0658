// Delete resources page (spec 2 §2.5), opened from an approval mail's link (a remembered link,
// followed after sign-in). Its params are read through the route table (decoded once).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { deleteResourcesRoute } from "@/lib/routing/pageRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import DeleteResources from "@/components/deletion/DeleteResources";

export const metadata: Metadata = { title: "Delete resources · LMS Operations Console" };

export default async function DeleteResourcesPage({ params }: Pick<RoutePageProps, "params">) {
  const parsed = deleteResourcesRoute.parse(await params);
  if (!parsed) notFound();
  return <DeleteResources token={parsed.token} action={parsed.action} />;
}
