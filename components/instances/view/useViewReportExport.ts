"use client";
// The shell's CSV button on a view of the instance list (issue 18): while the view is other
// than the plain list (a search, a filter, a sort or fleet columns), the button exports the
// region's report (spec 1 §2: InstancesReport.csv, with its byte-order mark) for the rows the
// view shows, in its order, with its fleet columns. The plain list keeps the plain report. While
// only a large list's first screen is here, the export waits for the whole list.
import { useEffect, useMemo, useRef } from "react";
import type { Instance } from "@/lib/contract/schemas/instance";
import { INSTANCES_REPORT_FILENAME, instancesReportCsv } from "@/lib/domain/csv";
import type { FactsOf, FleetColumnId } from "@/lib/domain/listView";
import { viewReportRows } from "@/lib/domain/listViewCsv";
import type { Region } from "@/lib/domain/regions";
import { downloadText } from "@/components/common/downloadText";
import { useRegisterCsvExport, type ViewCsvExport } from "@/components/shell/CsvExportContext";
import { fetchInstancesReport } from "@/data/instances/fetchInstancesReport";

export interface ViewReport {
  custom: boolean;
  /** False while only the list's first screen is here: the export waits for the rest. */
  complete: boolean;
  shown: readonly Instance[];
  columns: readonly FleetColumnId[];
  facts: FactsOf;
  region: Region;
}

/** How long an export asked for while the list is still arriving waits for it. */
const COMPLETE_WAIT_MS = 60_000;

async function untilComplete(complete: () => boolean): Promise<void> {
  for (const started = Date.now(); !complete(); ) {
    if (Date.now() - started > COMPLETE_WAIT_MS) throw new Error("The list is still loading: export again once it is shown whole.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function useViewReportExport(report: ViewReport): void {
  const latest = useRef(report);
  useEffect(() => {
    latest.current = report;
  });
  const exporter = useMemo<ViewCsvExport>(
    () => ({
      label: "Export the instances shown as CSV",
      async run() {
        await untilComplete(() => latest.current.complete);
        const { shown, columns, facts, region } = latest.current;
        const answer = await fetchInstancesReport(region);
        downloadText(INSTANCES_REPORT_FILENAME, instancesReportCsv(viewReportRows(answer.data, shown, columns, facts)), "text/csv;charset=utf-8");
      },
    }),
    [],
  );
  useRegisterCsvExport(report.custom ? exporter : null);
}
