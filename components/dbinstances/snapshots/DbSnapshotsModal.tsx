"use client";
// DB Snapshots (spec 2 §2.10, §8): ID and CREATION DATE, newest first; on failure 'An error
// has occurred. Failed to load DB Snapshots.' with the server's reason when it gave one.
// Asks by the id in the link: snapshots are read-only, and a stopped server still has them.
import { useMemo } from "react";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { DB_MESSAGES, snapshotsNewestFirst } from "@/lib/domain/dbInstances";
import RouteModal from "@/components/common/RouteModal";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { useRegion } from "@/components/shell/RegionContext";
import { useDbSnapshots } from "@/data/dbinstances/useDbDetails";
import type { DbModalProps } from "../actions/DbActionsModal";
import { formatSnapshotDate } from "./formatSnapshotDate";

export default function DbSnapshotsModal({ dbInstanceId, closeTo }: DbModalProps) {
  const { region } = useRegion();
  const { data, error, isLoading } = useDbSnapshots(dbInstanceId, region);
  const snapshots = useMemo(() => (data ? snapshotsNewestFirst(data.dbSnapshots) : []), [data]);
  return (
    <RouteModal title={`DB Snapshots · ${dbInstanceId}`} closeTo={closeTo}>
      {isLoading ? <LinearProgress aria-label="Loading DB snapshots" /> : null}
      {error && !data ? (
        <Alert severity="error" role="alert">
          {serverMessageOf(error) ?? DB_MESSAGES.snapshotsFailed}
        </Alert>
      ) : null}
      {data && snapshots.length === 0 ? <Typography role="status">{DB_MESSAGES.noSnapshots}</Typography> : null}
      {snapshots.length > 0 ? (
        // Focusable: a long history scrolls the dialog, and a scroll region needs keyboard access.
        <Table size="small" tabIndex={0} aria-label={`Snapshots of ${dbInstanceId}`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>ID</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>CREATION DATE</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {snapshots.map((s) => (
              <TableRow key={s.dbSnapshotId}>
                <TableCell sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 }}>{s.dbSnapshotId}</TableCell>
                <TableCell>
                  <time dateTime={s.dbSnapshotDate}>{formatSnapshotDate(s.dbSnapshotDate)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </RouteModal>
  );
}
