"use client";
// The activity page: the filters (in the address, so a view can be shared), the CSV
// of the filtered rows, whether the trail's hash chain holds, the rows newest first, and a link
// to the older ones.
import Link from "next/link";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { ActivityPage } from "@/lib/audit/activity";
import type { TrailIntegrity } from "@/lib/audit/integrity";
import { consoleRoutes } from "@/lib/contract/consoleRoutes";
import { servedPath } from "@/lib/contract/routes";
import { activityQuery, type ActivityView as View } from "@/lib/domain/activityFilter";
import ReportHeader from "@/components/reports/ReportHeader";
import ActivityFilters from "./ActivityFilters";
import ActivityTable from "./ActivityTable";
import TrailIntegrityNote from "./TrailIntegrityNote";

export interface ActivityViewProps {
  view: View;
  /** Null when the trail could not be read. */
  page: ActivityPage | null;
  /** A superadmin: everyone's rows, and the user filter. */
  everyone: boolean;
  /** The hash chain's state; null when it could not be checked (or the trail is off). */
  integrity?: TrailIntegrity | null;
}

export default function ActivityView({ view, page, everyone, integrity = null }: ActivityViewProps) {
  const filters = activityQuery({ ...view, before: "" });
  return (
    <Box>
      <ReportHeader title="Activity">
        <Typography variant="body2" color="text.secondary">
          {everyone ? "What everyone did through the console, newest first." : "What you did through the console, newest first."}
        </Typography>
      </ReportHeader>
      <ActivityFilters key={filters} view={view} everyone={everyone} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, my: 1.5, flexWrap: "wrap" }}>
        <Button component="a" href={`${servedPath(consoleRoutes.activityExport)}${filters ? `?${filters}` : ""}`} variant="outlined" size="small" download>
          Export CSV
        </Button>
        {view.before ? (
          <Button component={Link} href={`/activity${filters ? `?${filters}` : ""}`} size="small">
            Newest
          </Button>
        ) : null}
        {integrity ? <TrailIntegrityNote integrity={integrity} detail={everyone} /> : null}
      </Box>
      {page === null ? (
        <Alert severity="error" role="alert">
          The activity could not be read. Try again in a moment.
        </Alert>
      ) : (
        <>
          <ActivityTable rows={page.rows} />
          {page.next ? (
            <Box sx={{ mt: 1.5 }}>
              <Button component={Link} href={`/activity?${activityQuery({ ...view, before: page.next })}`} variant="outlined" size="small">
                Older entries
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}
