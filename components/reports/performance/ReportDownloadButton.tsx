"use client";
// The download button in the EVENTS or RUNNING TASKS header of a shared instance (spec 3 §2.3,
// §8, §9): asks the report for all its LMSs at once and saves EventsReport.csv or
// RunningTasksReport.csv; 'No data to export.' when there is nothing, the 60-second message when
// the report takes longer, the server's message or 'Something went wrong during the process.'.
import { useState } from "react";
import IconButton from "@mui/material/IconButton";
import CircularProgress from "@mui/material/CircularProgress";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { EVENTS_CSV_FILENAME, eventsCsv, PERFORMANCE_MESSAGES, runningTasksCsv, TASKS_CSV_FILENAME } from "@/lib/domain/performanceReport";
import { describeMoodleEvent } from "@/lib/domain/moodleEvents";
import type { ReportType } from "@/lib/domain/reports";
import { downloadText } from "@/components/common/downloadText";
import { DownloadIcon } from "@/components/common/icons";
import { useNotice } from "@/components/common/NoticeProvider";
import { fetchInstanceReport } from "@/data/reports/exportInstanceReport";
import { ReportTimeoutError } from "@/data/reports/reportQuery";

export interface ReportDownloadButtonProps {
  type: ReportType;
  instanceId: string;
  instanceName: string;
  ip: string;
  domains: string[];
}

export default function ReportDownloadButton({ type, instanceId, instanceName, ip, domains }: ReportDownloadButtonProps) {
  const { notify } = useNotice();
  const [busy, setBusy] = useState(false);
  const what = type === "daily-events" ? "events" : "running tasks";

  async function download() {
    if (domains.length === 0) return notify(PERFORMANCE_MESSAGES.noData, "info");
    setBusy(true);
    try {
      const report = await fetchInstanceReport(instanceId, type, instanceName, domains, ip);
      const csv = type === "daily-events" ? eventsCsv(report.results, describeMoodleEvent) : runningTasksCsv(report.results);
      if (csv === null) notify(PERFORMANCE_MESSAGES.noData, "info");
      else downloadText(type === "daily-events" ? EVENTS_CSV_FILENAME : TASKS_CSV_FILENAME, csv, "text/csv;charset=utf-8");
    } catch (err) {
      notify(err instanceof ReportTimeoutError ? err.message : (serverMessageOf(err) ?? PERFORMANCE_MESSAGES.failed), "error");
    } finally {
      setBusy(false);
    }
  }

  return (
    <IconButton size="small" onClick={() => void download()} disabled={busy} aria-label={`Download the ${what} of every LMS of ${instanceName} as CSV`}>
      {busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon fontSize="small" />}
    </IconButton>
  );
}
