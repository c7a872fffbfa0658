"use client";
// Renders a row modal's content for the server as the list beneath holds it; while the list
// is loading, or when it does not hold that id (an edited or stale link), says so instead.
import type { ReactNode } from "react";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import type { DbInstance } from "@/lib/contract/schemas/database";
import { useRegion } from "@/components/shell/RegionContext";
import { useListedDbInstance } from "./useListedDbInstance";

export default function ListedDbInstance({ dbInstanceId, children }: { dbInstanceId: string; children(server: DbInstance): ReactNode }) {
  const { region } = useRegion();
  const { server, listed } = useListedDbInstance(dbInstanceId);
  if (server) return children(server);
  if (!listed) return <LinearProgress aria-label="Loading DB instances" />;
  return (
    <Alert severity="error" role="alert">
      {`There is no DB instance ${dbInstanceId} in ${region}. Open it again from the list.`}
    </Alert>
  );
}
