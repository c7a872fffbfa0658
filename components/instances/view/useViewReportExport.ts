"use client";
// The shell's CSV button on a view of the instance list: while the view is other
// than the plain list (a search, a filter, a sort or fleet columns), the button exports the
// region's report (spec 1 §2: InstancesReport.csv, with its byte-order mark) for the rows the
// view shows, in its order, with its fleet columns and, when it filters by certificate status,
// that status. The plain list keeps the plain report. While only a large list's first screen is here, the export waits for the whole list: it is told when
// the list renders whole, or that the list was left.
import { useEffect, useMemo, useRef } from "react";
import type { Instance } from "@/lib/contract/schemas/instance";
import { INSTANCES_REPORT_FILENAME, instancesReportCsv } from "@/lib/domain/csv";
import type { FactsOf, FleetColumnId } from "@/lib/domain/listView";
import { viewReportRows } from "@/lib/domain/listViewCsv";
import type { Region } from "@/lib/domain/regions";
import { downloadText } from "@/components/common/downloadText";
import { ExportNotReady, useRegisterCsvExport, type ViewCsvExport } from "@/components/shell/CsvExportContext";
import { fetchInstancesReport } from "@/data/instances/fetchInstancesReport";

export interface ViewReport {
  custom: boolean;
  /** False while only the list's first screen is here: the export waits for the rest. */
  complete: boolean;
  shown: readonly Instance[];
  columns: readonly FleetColumnId[];
  /** The view filters by certificate status: the CSV gets its column. */
  certificate?: boolean;
  facts: FactsOf;
  region: Region;
}

/** How long an export asked for while the list is still arriving waits for it. */
export const COMPLETE_WAIT_MS = 60_000;

interface Waiter {
  resolve(): void;
  reject(reason: ExportNotReady): void;
}

export function useViewReportExport(report: ViewReport): void {
  const latest = useRef(report);
  const waiting = useRef(new Set<Waiter>());
  useEffect(() => {
    latest.current = report;
    if (!report.complete) return;
    for (const waiter of waiting.current) waiter.resolve();
    waiting.current.clear();
  });
  useEffect(() => {
    const waiters = waiting.current;
    return () => {
      for (const waiter of waiters) waiter.reject(new ExportNotReady("The list was closed before it had arrived whole: nothing was exported."));
      waiters.clear();
    };
  }, []);
  const exporter = useMemo<ViewCsvExport>(
    () => ({
      label: "Export the instances shown as CSV",
      async run() {
        if (!latest.current.complete) await wholeList(waiting.current);
        const { shown, columns, certificate, facts, region } = latest.current;
        const answer = await fetchInstancesReport(region);
        downloadText(INSTANCES_REPORT_FILENAME, instancesReportCsv(viewReportRows(answer.data, shown, columns, facts, { certificate })), "text/csv;charset=utf-8");
      },
    }),
    [],
  );
  useRegisterCsvExport(report.custom ? exporter : null);
}

/** Settles when the list next renders whole, or fails after COMPLETE_WAIT_MS. */
function wholeList(waiters: Set<Waiter>): Promise<void> {
  return new Promise((resolve, reject) => {
    const waiter: Waiter = {
      resolve() {
        clearTimeout(timer);
        resolve();
      },
      reject(reason) {
        clearTimeout(timer);
        reject(reason);
      },
    };
    const timer = setTimeout(() => {
      waiters.delete(waiter);
      reject(new ExportNotReady("The list is still loading: export again once it is shown whole."));
    }, COMPLETE_WAIT_MS);
    waiters.add(waiter);
  });
}
