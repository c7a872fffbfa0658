// The report's batches (spec 3 §2.5): DATE, REQUESTED BY, APPROVED BY, TOTAL PROCESSED ('N LMSs'),
// STATUS (badge) and DETAILS (the details modal over the report).
import Link from "next/link";
import MuiLink from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { Batch } from "@/lib/contract/schemas/scheduling";
import { BATCH_REPORT_MESSAGES, scheduledDay, totalProcessedText } from "@/lib/domain/batchReport";
import { batchDetailsRoute } from "@/lib/routing/pageRoutes";
import BatchStatusBadge from "./BatchStatusBadge";

export default function BatchTable({ batches }: { batches: readonly Batch[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Scheduled updates">
        <TableHead>
          <TableRow>
            <TableCell>DATE</TableCell>
            <TableCell>REQUESTED BY</TableCell>
            <TableCell>APPROVED BY</TableCell>
            <TableCell>TOTAL PROCESSED</TableCell>
            <TableCell>STATUS</TableCell>
            <TableCell>DETAILS</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {batches.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} align="center">
                {BATCH_REPORT_MESSAGES.empty}
              </TableCell>
            </TableRow>
          ) : (
            batches.map((batch) => (
              <TableRow key={batch.batchId}>
                <TableCell>{scheduledDay(batch.scheduledTime)}</TableCell>
                <TableCell>{batch.requestedBy}</TableCell>
                <TableCell>{batch.approvedBy ?? "—"}</TableCell>
                <TableCell>{totalProcessedText(batch.totalProcessed)}</TableCell>
                <TableCell>
                  <BatchStatusBadge status={batch.status} />
                </TableCell>
                <TableCell>
                  <MuiLink component={Link} href={batchDetailsRoute.build({ batchId: batch.batchId })} scroll={false} aria-label={`Details of the batch of ${scheduledDay(batch.scheduledTime)}`}>
                    Details
                  </MuiLink>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
