"use client";
// Cron Jobs: the server's crontab as a table (name, schedule, command; the raw line on
// hover), 'No cron jobs found' when it is empty (spec 1 §2, §3).
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { CronJob } from "@/lib/contract/schemas/commands";
import { CRON_MESSAGES } from "@/lib/domain/serverMetrics";
import ModalSection from "@/components/common/ModalSection";
import PanelMessage from "./PanelMessage";

export interface CronJobsPanelProps {
  jobs: readonly CronJob[] | undefined;
  loading: boolean;
  error: string | null;
}

const mono = { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: 12 } as const;

export default function CronJobsPanel({ jobs, loading, error }: CronJobsPanelProps) {
  let body;
  if (jobs && jobs.length > 0) {
    body = (
      <Box sx={{ overflowX: "auto" }}>
        <Table aria-label="Cron jobs">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Name</TableCell>
              <TableCell scope="col">Schedule</TableCell>
              <TableCell scope="col">Command</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job, index) => (
              <TableRow key={`${index}:${job.rawLine}`} title={job.rawLine}>
                <TableCell component="th" scope="row">
                  {job.name}
                </TableCell>
                <TableCell sx={{ ...mono, whiteSpace: "nowrap" }}>{job.schedule}</TableCell>
                <TableCell sx={{ ...mono, overflowWrap: "anywhere" }}>{job.command}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  } else if (jobs) {
    body = <PanelMessage message={CRON_MESSAGES.empty} />;
  } else if (loading) {
    body = <PanelMessage loading message={CRON_MESSAGES.loading} />;
  } else {
    body = <PanelMessage message={CRON_MESSAGES.failed} detail={error} />;
  }
  return <ModalSection title="Cron Jobs">{body}</ModalSection>;
}
