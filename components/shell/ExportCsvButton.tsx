"use client";
// CSV export (spec 1 §2, §8): the region's instances report, InstancesReport.csv with a
// byte-order mark, unless the view beneath registered its own export (the RDS list exports
// the rows it shows). A failure shows the server message or the spec's fallback; a view's export
// that cannot run yet says why.
import { useState } from "react";
import PlainButton from "@/components/common/plain/PlainButton";
import Spinner from "@/components/common/plain/Spinner";
import { ApiError } from "@/lib/client/ApiError";
import { EXPORT_FAILED_MESSAGE, INSTANCES_REPORT_FILENAME, instancesReportCsv } from "@/lib/domain/csv";
import { downloadText } from "@/components/common/downloadText";
import { useNotice } from "@/components/common/NoticeProvider";
import { fetchInstancesReport } from "@/data/instances/fetchInstancesReport";
import { ExportNotReady, useViewCsvExport } from "./CsvExportContext";
import { useRegion } from "./RegionContext";

export default function ExportCsvButton() {
  const { region } = useRegion();
  const { notify } = useNotice();
  const view = useViewCsvExport();
  const [busy, setBusy] = useState(false);

  async function exportCsv() {
    setBusy(true);
    try {
      if (view) await view.run();
      else {
        const report = await fetchInstancesReport(region);
        downloadText(INSTANCES_REPORT_FILENAME, instancesReportCsv(report.data), "text/csv;charset=utf-8");
      }
    } catch (err) {
      const said = (err instanceof ApiError && err.status !== 0) || err instanceof ExportNotReady;
      notify(said ? err.message : EXPORT_FAILED_MESSAGE, "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <PlainButton
      color="inherit"
      onClick={exportCsv}
      disabled={busy}
      aria-label={view ? view.label : undefined}
      startIcon={busy ? <Spinner size={14} /> : undefined}
    >
      CSV
    </PlainButton>
  );
}
