"use client";
// The RDS list of the chosen region (spec 2 §2.10). The server renders the first paint and
// hands its data to SWR; switching region fetches the other one; the shell's search filters
// it. A failure shows the server's message (or the generic one) in place of the table. While
// mounted it gives the shell's CSV button its export: the rows shown, in the view's columns.
import { useEffect, useMemo, useRef } from "react";
import { useSWRConfig } from "swr";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { DbInstance } from "@/lib/contract/schemas/database";
import { createDbInstanceFilter } from "@/lib/domain/dbInstances";
import { DB_INSTANCES_CSV_FILENAME, dbInstancesCsv } from "@/lib/domain/dbInstancesCsv";
import type { Region } from "@/lib/domain/regions";
import { downloadText } from "@/components/common/downloadText";
import { useRegisterCsvExport, type ViewCsvExport } from "@/components/shell/CsvExportContext";
import { useRegion } from "@/components/shell/RegionContext";
import { useSearch } from "@/components/shell/SearchContext";
import ListHeading from "@/components/instances/ListHeading";
import { collectFreeStorage } from "@/data/dbinstances/collectFreeStorage";
import { useDbInstanceList } from "@/data/dbinstances/useDbInstanceList";
import DbInstanceTable from "./DbInstanceTable";

export type InitialDbListState = { region: Region; error: string | null };

const TITLE = "DB instances";

export default function DbInstanceList({ initial }: { initial: InitialDbListState }) {
  const { region } = useRegion();
  const { query } = useSearch();
  const fromServer = region === initial.region && initial.error === null;
  const { data, error, isLoading } = useDbInstanceList(region, { revalidateOnMount: !fromServer });

  const servers = data?.dbinstances;
  const filter = useMemo(() => createDbInstanceFilter(servers ?? []), [servers]);
  const visible = useMemo(() => filter(query), [filter, query]);
  useVisibleRowsExport(visible, region);

  const failure = error instanceof Error ? error.message : !data && region === initial.region ? initial.error : null;
  if (failure && !data) {
    return (
      <>
        <ListHeading title={TITLE} />
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      </>
    );
  }
  if (!data || isLoading) {
    return (
      <Box>
        <ListHeading title={TITLE} />
        <LinearProgress aria-label="Loading DB instances" />
      </Box>
    );
  }
  return (
    <Box sx={{ display: "flex", flexDirection: "column", flexGrow: 1, minHeight: 0, gap: 1 }}>
      <ListHeading title={TITLE}>
        <Typography variant="body2" color="text.secondary" role="status">
          {query ? `${visible.length} of ${data.dbinstances.length} DB instances match “${query}”` : `${data.dbinstances.length} DB instances in ${region}`}
        </Typography>
      </ListHeading>
      <DbInstanceTable servers={visible} region={region} />
    </Box>
  );
}

/** Registers the CSV export of the rows shown; one stable export that reads the latest rows. */
function useVisibleRowsExport(visible: DbInstance[], region: Region) {
  const { cache, mutate } = useSWRConfig();
  const latest = useRef({ visible, region });
  useEffect(() => {
    latest.current = { visible, region };
  }, [visible, region]);
  const exporter = useMemo<ViewCsvExport>(
    () => ({
      label: "Export the DB instances shown as CSV",
      async run() {
        const { visible: rows, region: at } = latest.current;
        const free = await collectFreeStorage(rows, at, cache, mutate);
        downloadText(DB_INSTANCES_CSV_FILENAME, dbInstancesCsv(rows, free), "text/csv;charset=utf-8");
      },
    }),
    [cache, mutate],
  );
  useRegisterCsvExport(exporter);
}
