"use client";
// The RDS list of the chosen region (spec 2 §2.10). The server renders the first paint and
// hands its data to SWR; switching region fetches the other one; the shell's search filters
// it. A failure shows the server's message (or the generic one) in place of the table. While
// mounted it gives the shell's CSV button its export: the rows shown, in the view's columns.
// Rows can be selected for bulk start, stop and reboot.
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSWRConfig } from "swr";
import type { DbInstance } from "@/lib/contract/schemas/database";
import { DB_SERVERS, type BulkTarget } from "@/lib/domain/bulkPower";
import { createDbInstanceFilter, dbActionOffered } from "@/lib/domain/dbInstances";
import type { PowerAction } from "@/lib/domain/powerActions";
import { DB_INSTANCES_CSV_FILENAME, dbInstancesCsv } from "@/lib/domain/dbInstancesCsv";
import type { Region } from "@/lib/domain/regions";
import { downloadText } from "@/components/common/downloadText";
import { useRegisterCsvExport, type ViewCsvExport } from "@/components/shell/CsvExportContext";
import { useRegion } from "@/components/shell/RegionContext";
import { useSearch } from "@/components/shell/SearchContext";
import ListFrame from "@/components/instances/ListFrame";
import { DB_INSTANCE_LIST_NAMES } from "@/components/instances/listNames";
import { collectFreeStorage } from "@/data/dbinstances/collectFreeStorage";
import { useDbInstanceList } from "@/data/dbinstances/useDbInstanceList";
import BulkActions from "@/components/bulk/BulkActions";
import { useRowSelection } from "@/components/bulk/useRowSelection";
import DbInstanceTable from "./DbInstanceTable";
import { useDbWatch } from "./DbWatch";
import LiveIndicator from "@/components/common/live/LiveIndicator";
import { useLive } from "@/components/common/live/LiveContext";

const NONE: DbInstance[] = [];
const dbInstanceIdOf = (server: DbInstance) => server.dbInstanceId;

export type InitialDbListState = { region: Region; error: string | null };

export default function DbInstanceList({ initial }: { initial: InitialDbListState }) {
  const { region } = useRegion();
  const { query } = useSearch();
  const fromServer = region === initial.region && initial.error === null;
  const { data, error } = useDbInstanceList(region, { revalidateOnMount: !fromServer });

  const servers = data?.dbinstances;
  const filter = useMemo(() => createDbInstanceFilter(servers ?? []), [servers]);
  const visible = useMemo(() => filter(query), [filter, query]);
  useVisibleRowsExport(visible, region);
  const selection = useRowSelection(visible, servers ?? NONE, dbInstanceIdOf);
  const targets = useMemo(() => (servers ?? []).map((d) => ({ id: d.dbInstanceId, name: d.dbInstanceId, listedState: d.state })), [servers]);
  const watch = useDbWatch();
  const { changed } = useLive();
  const onTaken = useCallback((target: BulkTarget, action: PowerAction) => {
    if (target.listedState) watch(target.id, action, target.listedState);
  }, [watch]);

  const failure = error instanceof Error ? error.message : !data && region === initial.region ? initial.error : null;
  return (
    <ListFrame
      {...DB_INSTANCE_LIST_NAMES}
      failure={failure && !data ? failure : null}
      // Not SWR's isLoading: that is true during the first fetch of a key even while the server's
      // data is shown, and the table (with its selection and bulk results) must not flash away.
      loading={!data}
      shown={visible.length}
      total={data?.dbinstances.length ?? 0}
      query={query}
      region={region}
      live={<LiveIndicator />}
    >
      <BulkActions selection={selection} items={targets} region={region} kind="dbInstance" noun={DB_SERVERS} offered={dbActionOffered} onTaken={onTaken} />
      <DbInstanceTable servers={visible} region={region} selection={selection} changed={changed} />
    </ListFrame>
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
