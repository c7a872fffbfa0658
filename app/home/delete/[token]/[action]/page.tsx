// Placeholder for the delete-resources flow (spec 2 §2.5). It exists so stored deep links
// (followed after sign-in) land on a real page until the confirmation screen is built. Its
// params are read through the route table (decoded once).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { deleteResourcesRoute } from "@/lib/routing/pageRoutes";
import type { RoutePageProps } from "@/lib/routing/routePageProps";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

export const metadata: Metadata = { title: "Delete resources · LMS Operations Console" };

export default async function DeleteResourcesPage({ params }: Pick<RoutePageProps, "params">) {
  const parsed = deleteResourcesRoute.parse(await params);
  if (!parsed) notFound();
  const { token, action } = parsed;
  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        Delete resources
      </Typography>
      <Typography variant="body2" component="dl" sx={{ m: 0, mb: 2, "& dt": { fontWeight: 600 }, "& dd": { ml: 0, mb: 1, wordBreak: "break-all" } }}>
        <dt>Token</dt>
        <dd>{token}</dd>
        <dt>Action</dt>
        <dd>{action}</dd>
      </Typography>
      <Typography variant="body1">
        The confirmation screen for this request is not built yet. Nothing has been deleted.
      </Typography>
    </Paper>
  );
}
