"use client";
// The events and running-tasks modals of the performance report (spec 3 §2.3): headed with the
// LMS name, an events table (Event, Description — Spanish, from the bundled dictionary —,
// Count) or a running-tasks table (Name, Type, Time as minutes and seconds, Started en-US
// 24-hour, Host Name, PID). The instance's address comes from the report's ?instance=; the
// report is given up after 60 s with the spec's message.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import LinearProgress from "@mui/material/LinearProgress";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReportRow } from "@/lib/contract/schemas/report";
import { serverMessageOf } from "@/lib/client/serverMessage";
import { describeMoodleEvent } from "@/lib/domain/moodleEvents";
import { isReportEvent, isRunningTask, PERFORMANCE_MESSAGES, taskDuration, taskStarted } from "@/lib/domain/performanceReport";
import { spanishNumber, USAGE_MESSAGES } from "@/lib/domain/usageReport";
import type { PerformanceModal } from "@/lib/routing/performanceRoutes";
import BoldTableHead from "@/components/common/BoldTableHead";
import RouteModal from "@/components/common/RouteModal";
import { useBasicInstances, useDomainReport } from "@/data/reports/usePerformanceReport";

export interface LmsReportModalProps {
  kind: PerformanceModal;
  name: string;
  domain: string;
  instanceId: string | null;
  closeTo: string;
}

const head = (labels: string[]) => <BoldTableHead headers={labels} />;

export default function LmsReportModal({ kind, name, domain, instanceId, closeTo }: LmsReportModalProps) {
  const instances = useBasicInstances();
  const ip = instances.data?.instances.find((i) => i.instanceId === instanceId)?.publicIpAddress ?? null;
  const [timedOut, setTimedOut] = useState(false);
  const report = useDomainReport(domain, kind === "events" ? "daily-events" : "running-tasks", ip, () => setTimedOut(true));
  const rows: ReportRow[] = report.data?.results ?? [];
  const label = kind === "events" ? "Events" : "Running tasks";

  return (
    <RouteModal title={`${label} · ${name}`} closeTo={closeTo} maxWidth="lg">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {domain}
      </Typography>
      {instances.data && !ip ? (
        <Alert severity="error" role="alert">
          Choose the instance in the report first: this link does not say which server holds the LMS.
        </Alert>
      ) : null}
      {report.isLoading || (!instances.data && !instances.error) ? <LinearProgress aria-label={`Loading the ${label.toLowerCase()}`} /> : null}
      {timedOut ? (
        <Alert severity="info" role="alert">
          {USAGE_MESSAGES.timeout}
        </Alert>
      ) : report.error && !report.data ? (
        <Alert severity="error" role="alert">
          {serverMessageOf(report.error) ?? PERFORMANCE_MESSAGES.failed}
        </Alert>
      ) : null}
      {report.data && rows.length === 0 ? <Typography role="status">{kind === "events" ? PERFORMANCE_MESSAGES.noEvents : PERFORMANCE_MESSAGES.noTasks}</Typography> : null}
      {rows.length > 0 && kind === "events" ? (
        <Table size="small" tabIndex={0} aria-label={`Events of ${name}`}>
          {head(["Event", "Description", "Count"])}
          <TableBody>
            {rows.filter(isReportEvent).map((e) => (
              <TableRow key={e.eventName}>
                <TableCell sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 }}>{e.eventName}</TableCell>
                <TableCell>{describeMoodleEvent(e.eventName, e.eventDescription)}</TableCell>
                <TableCell align="right">{spanishNumber(e.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {rows.length > 0 && kind === "running-tasks" ? (
        <Table size="small" tabIndex={0} aria-label={`Running tasks of ${name}`}>
          {head(["Name", "Type", "Time", "Started", "Host Name", "PID"])}
          <TableBody>
            {rows.filter(isRunningTask).map((t) => (
              <TableRow key={String(t.uniqueid)}>
                <TableCell sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", fontSize: 13 }}>{t.classname}</TableCell>
                <TableCell>{t.type}</TableCell>
                <TableCell>{taskDuration(t.time)}</TableCell>
                <TableCell>{taskStarted(t.timestarted)}</TableCell>
                <TableCell>{t.hostname}</TableCell>
                <TableCell>{t.pid}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </RouteModal>
  );
}
