"use client";
// The information modal's Activity tab: what was done to this server and its sites
// through the console, newest first, with motives and outcomes (the viewer rules of /activity).
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "next/link";
import LinearProgress from "@mui/material/LinearProgress";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { activityQuery } from "@/lib/domain/activityFilter";
import ActivityTable from "@/components/activity/ActivityTable";
import { useInstanceActivity } from "@/data/activity/useInstanceActivity";

export default function InstanceActivity({ instanceId }: { instanceId: string }) {
  const { data, error, isLoading } = useInstanceActivity(instanceId, true);
  if (isLoading && !data) return <LinearProgress aria-label="Loading the activity" />;
  if (!data) {
    return (
      <Alert severity="error" role="alert">
        {serverMessageOf(error) ?? "The activity could not be read. Try again in a moment."}
      </Alert>
    );
  }
  return (
    <Box>
      <ActivityTable rows={data} />
      <Box sx={{ mt: 1 }}>
        <Link href={`/activity?${activityQuery({ target: instanceId })}`}>All activity for {instanceId}</Link>
      </Box>
    </Box>
  );
}
