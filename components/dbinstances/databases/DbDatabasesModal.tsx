"use client";
// The databases a shared server holds (spec 2 §2.10, §8): their names, sorted; on failure
// 'An error has occurred. Failed to load databases list from dbinstance.' with the server's
// reason when it gave one. The list offers this link for shared servers only; a link to a
// dedicated one says what it holds instead of asking.
import { useMemo } from "react";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { DB_MESSAGES } from "@/lib/domain/dbInstances";
import RouteModal from "@/components/common/RouteModal";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { useRegion } from "@/components/shell/RegionContext";
import { useDbDatabases } from "@/data/dbinstances/useDbDetails";
import type { DbModalProps } from "../actions/DbActionsModal";
import ListedDbInstance from "../ListedDbInstance";

export default function DbDatabasesModal({ dbInstanceId, closeTo }: DbModalProps) {
  return (
    <RouteModal title={`Databases · ${dbInstanceId}`} closeTo={closeTo} maxWidth="sm">
      <ListedDbInstance dbInstanceId={dbInstanceId}>
        {(server) =>
          server.deployment === "shared" ? (
            <DatabaseNames dbInstanceId={dbInstanceId} />
          ) : (
            <Alert severity="info" role="status">
              {DB_MESSAGES.sharedOnly}
            </Alert>
          )
        }
      </ListedDbInstance>
    </RouteModal>
  );
}

function DatabaseNames({ dbInstanceId }: { dbInstanceId: string }) {
  const { region } = useRegion();
  const { data, error, isLoading } = useDbDatabases(dbInstanceId, region);
  const names = useMemo(() => (data ? [...data.databases].sort((a, b) => a.localeCompare(b)) : []), [data]);
  if (isLoading) return <LinearProgress aria-label="Loading databases" />;
  if (error && !data) {
    return (
      <Alert severity="error" role="alert">
        {serverMessageOf(error) ?? DB_MESSAGES.databasesFailed}
      </Alert>
    );
  }
  if (names.length === 0) return <Typography role="status">{DB_MESSAGES.noDatabases}</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {names.length === 1 ? "1 database" : `${names.length} databases`}
      </Typography>
      {/* Focusable: a long list scrolls the dialog, and a scroll region needs keyboard access. */}
      <List dense tabIndex={0} aria-label={`Databases on ${dbInstanceId}`} sx={{ columns: names.length > 12 ? 2 : 1 }}>
        {names.map((name) => (
          <ListItem key={name} disableGutters>
            <ListItemText primary={name} slotProps={{ primary: { sx: { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 14 } } }} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
