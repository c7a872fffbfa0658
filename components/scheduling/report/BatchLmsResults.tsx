"use client";
// A batch's per-LMS results (spec 3 §2.6): NAME, DOMAIN, STATUS, START TIME, END TIME, DURATION;
// a failed row's error is its status badge's tooltip, which focus opens as well as the pointer
// (the badge is focusable and described by it). Empty: 'No LMS results found'.
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import type { BatchLms } from "@/lib/contract/schemas/scheduling";
import { BATCH_REPORT_MESSAGES, formatBatchTime, formatDuration } from "@/lib/domain/batchReport";
import BatchStatusBadge from "./BatchStatusBadge";

function StatusCell({ lms }: { lms: BatchLms }) {
  const status = lms.status ?? "pending";
  if (status !== "failed" || !lms.error) return <BatchStatusBadge status={status} />;
  return (
    <Tooltip title={lms.error} describeChild>
      <BatchStatusBadge status={status} tabIndex={0} />
    </Tooltip>
  );
}

export default function BatchLmsResults({ results }: { results: readonly BatchLms[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="LMS results">
        <TableHead>
          <TableRow>
            <TableCell>NAME</TableCell>
            <TableCell>DOMAIN</TableCell>
            <TableCell>STATUS</TableCell>
            <TableCell>START TIME</TableCell>
            <TableCell>END TIME</TableCell>
            <TableCell>DURATION</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} align="center">
                {BATCH_REPORT_MESSAGES.noLmsResults}
              </TableCell>
            </TableRow>
          ) : (
            results.map((lms) => (
              <TableRow key={`${lms.instanceId}|${lms.volumeId ?? ""}|${lms.domain}`}>
                <TableCell>{lms.name || "—"}</TableCell>
                <TableCell>{lms.domain}</TableCell>
                <TableCell>
                  <StatusCell lms={lms} />
                </TableCell>
                <TableCell>{formatBatchTime(lms.startTime)}</TableCell>
                <TableCell>{formatBatchTime(lms.endTime)}</TableCell>
                <TableCell>{formatDuration(lms.duration)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
