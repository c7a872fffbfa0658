"use client";
// The cloud-database report (spec 3 §2.4, §6, §8): the DynamoDB table of servers — Name,
// Instance ID, IP and, for a superadmin only, Actions: a Domains link for shared servers and a
// delete icon where the upstream says canDelete (asked for a row once it comes near the view,
// not for every row at first paint). The shell's search narrows the rows. A failed
// load says the spec's sentence; a deletion reloads the table.
import { useMemo, useRef } from "react";
import Link from "next/link";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { DynamoInstance } from "@/lib/contract/schemas/report";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { CLOUD_DB_MESSAGES } from "@/lib/domain/cloudDb";
import { domainsRoute } from "@/lib/routing/cloudDbRoutes";
import BoldTableHead from "@/components/common/BoldTableHead";
import { useSeenOnce } from "@/components/common/useSeenOnce";
import { useSearch } from "@/components/shell/SearchContext";
import { useConsoleUser } from "@/components/shell/UserContext";
import { useDeleteDynamoInstance, useDynamoCanDelete, useDynamoInstances } from "@/data/reports/useCloudDb";
import DeleteIconButton from "./DeleteIconButton";

export default function CloudDbReport() {
  const { can } = useConsoleUser();
  const { query } = useSearch();
  const { data, error, isLoading } = useDynamoInstances();
  const needle = query.trim().toLowerCase();
  const rows = useMemo(() => {
    const all = [...(data?.instances ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    return needle ? all.filter((i) => [i.name, i.id, i.ip].some((f) => f.toLowerCase().includes(needle))) : all;
  }, [data, needle]);

  if (error && !data) {
    return (
      <Alert severity="error" role="alert">
        {serverMessageOf(error) ?? CLOUD_DB_MESSAGES.loadFailed}
      </Alert>
    );
  }
  if (isLoading || !data) return <LinearProgress aria-label="Loading the cloud-database report" />;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {needle ? `${rows.length} of ${data.instances.length} entries match “${query}”` : `${data.instances.length} entries`}
      </Typography>
      <Paper variant="outlined">
        <Table size="small" aria-label="Instances from AWS" sx={{ "& a": { color: "primary.main", fontWeight: 600, textDecoration: "none" }, "& a:hover": { textDecoration: "underline" } }}>
          <BoldTableHead headers={["Name", "Instance ID", "IP", ...(can.cloudDatabaseReport ? ["Actions"] : [])]} />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-entry-id={row.id}>
                <TableCell sx={{ fontWeight: 600 }}>{row.name}</TableCell>
                <TableCell sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 }}>{row.id}</TableCell>
                <TableCell sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 }}>{row.ip || "—"}</TableCell>
                {can.cloudDatabaseReport ? (
                  <TableCell>
                    <RowActions row={row} />
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

function RowActions({ row }: { row: DynamoInstance }) {
  // Asked once the row comes near the view: a long table is not one request per row at once.
  const ref = useRef<HTMLDivElement>(null);
  const { data } = useDynamoCanDelete(row.id, useSeenOnce(ref));
  const remove = useDeleteDynamoInstance();
  return (
    <Box ref={ref} sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
      {row.shared ? (
        <Link href={domainsRoute.build({ id: row.id, name: row.name })} scroll={false} aria-label={`Domains of ${row.name}`}>
          Domains
        </Link>
      ) : null}
      <DeleteIconButton
        allowed={data?.canDelete}
        label={`Delete ${row.name}`}
        confirmTitle="Delete entry"
        confirmMessage={CLOUD_DB_MESSAGES.confirmEntry(row.name)}
        remove={() => remove.trigger({ params: { id: row.id } })}
      />
    </Box>
  );
}
